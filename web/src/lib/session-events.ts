/**
 * Lets modules react to the end of a session without being imported by the logout code (the
 * server-state cache registers here, which keeps react-query out of the first-paint bundle).
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function endSession(): void {
  listeners.forEach((listener) => {
    try {
      listener();
    } catch (error) {
      console.error(error);
    }
  });
}

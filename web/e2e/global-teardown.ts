import { stopAll } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  await stopAll();
}

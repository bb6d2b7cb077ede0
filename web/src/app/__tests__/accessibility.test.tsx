import { screen } from '@testing-library/react';
import { useDialogStore } from '@/stores/dialog-store';
import { renderApp, signIn } from '@/testing/render-app';

const interactiveRoles = ['button', 'link', 'textbox', 'combobox', 'checkbox', 'tab', 'menuitem'] as const;

/** Controls of each role minus those Testing Library finds with a non-blank accessible name. */
function unnamedControls(): string[] {
  return interactiveRoles.flatMap((role) => {
    const named = new Set(screen.queryAllByRole(role, { hidden: true, name: /\S/ }));
    return screen
      .queryAllByRole(role, { hidden: true })
      .filter((element) => !named.has(element))
      .map((element) => `${role}: ${element.outerHTML.slice(0, 120)}`);
  });
}

describe('every control has an accessible name', () => {
  it.each([
    ['/', /Find the right tenders/],
    ['/v3/join', /Join Jointly/],
    ['/v3/login', /Log in/],
    ['/no/such/page', /Page Not Found/],
  ])('on %s', async (url, heading) => {
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(unnamedControls()).toEqual([]);
  });

  it('in the dashboard shell with the dialogs open', async () => {
    signIn();
    useDialogStore.setState({ showDialog: true });
    renderApp('/v3/dashboard');
    await screen.findByRole('dialog', { name: 'Tender Writer request received' });
    // The modal hides the page behind it from assistive tech, so look past that.
    await screen.findByRole('heading', { level: 1, name: 'Dashboard', hidden: true });
    expect(unnamedControls()).toEqual([]);
  });
});

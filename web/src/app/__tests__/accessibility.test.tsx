import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePendingVerificationStore } from '@/features/auth/stores/pending-verification-store';
import { useDialogStore } from '@/stores/dialog-store';
import { aMe, aTeam, someEnums } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';

const interactiveRoles = ['button', 'link', 'textbox', 'combobox', 'checkbox', 'tab', 'menuitem'] as const;

/**
 * Controls of each role minus those Testing Library finds with a non-blank accessible name. Elements that are
 * themselves aria-hidden and out of the tab order (MUI's autosize mirror of a multiline field) are not controls.
 */
function unnamedControls(): string[] {
  const isMirror = (element: HTMLElement) => element.getAttribute('aria-hidden') === 'true' && element.tabIndex === -1;
  return interactiveRoles.flatMap((role) => {
    const named = new Set(screen.queryAllByRole(role, { hidden: true, name: /\S/ }));
    return screen
      .queryAllByRole(role, { hidden: true })
      .filter((element) => !named.has(element) && !isMirror(element))
      .map((element) => `${role}: ${element.outerHTML.slice(0, 120)}`);
  });
}

describe('every control has an accessible name', () => {
  it.each([
    ['/', /Find the right tenders/],
    ['/v3/join', /Join Jointly/],
    ['/v3/login', /Log in/],
    ['/no/such/page', /Page Not Found/],
    ['/v3/register?type=provider', /Create your Provider account/],
    ['/password/email', /Reset your password/],
    ['/consortium/signup', /Lead consortiums/],
  ])('on %s', async (url, heading) => {
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(unnamedControls()).toEqual([]);
  });

  it('on the confirm-email screen with the new-code form open', async () => {
    usePendingVerificationStore.getState().start({ userId: 'u', otpId: 'o', type: 'provider', email: 'ada@provider.example' });
    renderApp('/v3/confirmEmail');
    await screen.findByRole('heading', { level: 1, name: 'Confirm your email' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send me a new code' }));
    await screen.findByRole('form', { name: 'Send a new code' });
    expect(unnamedControls()).toEqual([]);
  });

  it.each([
    ['/v3/user/update-profile', /Your company profile/, 'Save company profile'],
    ['/v3/user/update-expert-profile', /Your expert profile/, 'Save profile'],
    ['/account', /Your account/, 'Change password'],
    ['/v3/dashboard/my-team', /My team/, 'Send invitation'],
    ['/v3/dashboard/get-started', /Get started/, 'Edit company profile'],
  ])('on %s once its data has loaded', async (url, heading, ready) => {
    signIn();
    installFetch({
      'GET /api/account/me': () => jsonResponse(200, aMe()),
      'GET /api/generic-apis/all-enum': () => jsonResponse(200, someEnums()),
      'GET /api/team/members': () => jsonResponse(200, aTeam()),
      'GET /api/business-info/latest': () => jsonResponse(200, { businessInfo: null }),
      'GET /api/account/get-bookmark': () => jsonResponse(200, { bookmarks: [], tenderIds: [], count: 0 }),
    });
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: heading });
    await screen.findAllByText(ready);
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

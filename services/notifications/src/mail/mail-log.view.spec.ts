import { maskCodes } from './mail-log.view';

describe('maskCodes', () => {
  it('hides one-time codes from the admin mail log', () => {
    expect(maskCodes('verification-code', 'Your Jointly verification code is 482913')).toBe('Your Jointly verification code is ••••••');
    expect(maskCodes('password-reset-code', '<b>051200</b>')).toBe('<b>••••••</b>');
  });

  it('leaves other mails alone', () => {
    expect(maskCodes('welcome', 'Order 123456 shipped')).toBe('Order 123456 shipped');
  });
});

import {
  ageOn,
  checkBirthday,
  checkCaptcha,
  checkConfirm,
  checkCurrentPassword,
  checkEmail,
  checkMobile,
  checkNewPassword,
  checkNickname,
  checkPassword,
  checkRealName,
  checkSmsCode,
  checkTerms,
  checkUsername,
  checkWithdrawalPassword,
  normalizeUsername,
} from '../../../src/stores/memberRules';

const key = (r: { key?: string } | null | { text: string }) => (r && 'key' in r ? r.key : r);
const TODAY = new Date(2026, 5, 15); // 15 June 2026, local calendar

describe('memberRules', () => {
  it.each([
    ['alice1', null],
    ['a12345678901234b', null],
    ['alice', 'validation.accountFormat'], // 5 characters
    ['1alice', 'validation.accountFormat'], // starts with a digit
    ['Alice1', 'validation.accountFormat'], // upper case
    ['alice_1', 'validation.accountFormat'],
    ['a1234567890123456', 'validation.accountFormat'], // 17 characters
  ])('username %p → %p (a lower-case letter, then letters or digits, 6 to 16)', (v, expected) => {
    expect(key(checkUsername(v))).toBe(expected);
  });

  it('normalizes usernames to trimmed lower case', () => {
    expect(normalizeUsername(' Alice1 ')).toBe('alice1');
  });

  it.each([
    ['secret123', null],
    ['secretpw', 'validation.passwordFormat'], // no digit
    ['12345678', 'validation.passwordFormat'], // no letter
    ['abc123', 'validation.passwordFormat'], // 6 characters
    ['abc 12345', 'validation.passwordFormat'], // space
  ])('password %p → %p (8 to 64 printable ASCII with a letter and a digit)', (v, expected) => {
    expect(key(checkPassword(v))).toBe(expected);
  });

  it('refuses a 65-character password and a 255-character email', () => {
    expect(key(checkPassword(`a1${'x'.repeat(63)}`))).toBe('validation.passwordFormat');
    expect(key(checkEmail(`${'a'.repeat(250)}@b.co`))).toBe('validation.emailFormat');
  });

  it('a current password is checked only for its length bounds', () => {
    expect(checkCurrentPassword('12345678')).toBeNull();
    expect(key(checkCurrentPassword('1234567'))).toBe('validation.passwordFormat');
  });

  it('the confirmation must repeat the password; an empty one never matches', () => {
    expect(checkConfirm('secret123', 'secret123')).toBeNull();
    expect(key(checkConfirm('secret123', 'secret124'))).toBe('validation.confirmMismatch');
    expect(key(checkConfirm('', ''))).toBe('validation.confirmMismatch');
  });

  it('a new password cannot equal the old one, and must pass the password rule', () => {
    expect(key(checkNewPassword('secret123', 'secret123'))).toBe('validation.newEqualsOld');
    expect(key(checkNewPassword('secret123', 'short'))).toBe('validation.passwordFormat');
    expect(checkNewPassword('secret123', 'better456')).toBeNull();
  });

  it.each([
    ['a@b.co', null],
    ['a@b', 'validation.emailFormat'],
    ['a b@c.com', 'validation.emailFormat'],
    ['a@@c.com', 'validation.emailFormat'],
  ])('email %p → %p (one @, dotted domain, under 255 characters)', (v, expected) => {
    expect(key(checkEmail(v))).toBe(expected);
  });

  it.each([
    ['1712345678', null],
    ['12345', 'validation.mobileInvalid'],
    ['1234567890123456', 'validation.mobileInvalid'],
    ['+8801712', 'validation.mobileInvalid'],
  ])('mobile %p → %p (6 to 15 digits)', (v, expected) => {
    expect(key(checkMobile(v))).toBe(expected);
  });

  it('real names take letters of any script with spaces, dots, apostrophes and hyphens', () => {
    expect(checkRealName('Rahim Uddin')).toBeNull();
    expect(checkRealName('রহিম উদ্দিন')).toBeNull();
    expect(key(checkRealName('R2D2'))).toBe('validation.nameFormat');
    expect(key(checkRealName('R'))).toBe('validation.nameFormat');
  });

  it('nicknames are 1 to 20 characters without control characters', () => {
    expect(checkNickname('Lucky ⭐ 7')).toBeNull();
    expect(key(checkNickname('   '))).toBe('validation.nameFormat');
    expect(key(checkNickname('x'.repeat(21)))).toBe('validation.nameFormat');
    expect(key(checkNickname('a\u0007b'))).toBe('validation.nameFormat');
  });

  it('SMS codes and withdrawal passwords are exactly 6 digits', () => {
    expect(checkSmsCode('123456')).toBeNull();
    expect(key(checkSmsCode('12345'))).toBe('validation.codeRequired');
    expect(checkWithdrawalPassword('654321')).toBeNull();
    expect(key(checkWithdrawalPassword('65432a'))).toBe('security.withdrawalFormat');
    expect(key(checkWithdrawalPassword('6543210'))).toBe('security.withdrawalFormat');
  });

  it('a captcha answer is 1 to 16 characters', () => {
    expect(checkCaptcha('x')).toBeNull();
    expect(key(checkCaptcha(''))).toBe('validation.captchaRequired');
    expect(key(checkCaptcha('x'.repeat(17)))).toBe('validation.captchaRequired');
  });

  it('terms must be accepted', () => {
    expect(checkTerms(true)).toBeNull();
    expect(key(checkTerms(false))).toBe('validation.termsRequired');
  });

  describe('birthday', () => {
    it('counts whole years on the local calendar', () => {
      expect(ageOn('2005-06-15', TODAY)).toBe(21);
      expect(ageOn('2005-06-16', TODAY)).toBe(20);
      expect(ageOn('2005-02-30', TODAY)).toBeNull();
      expect(ageOn('15/06/2005', TODAY)).toBeNull();
    });

    it('refuses anyone under 21 with birthday_limit carrying the age', () => {
      expect(checkBirthday('2005-06-15', 21, TODAY)).toBeNull();
      expect(checkBirthday('2005-06-16', 21, TODAY)).toEqual({ key: 'validation.birthdayLimit', params: { age: 21 } });
      expect(checkBirthday('2030-01-01', 21, TODAY)).toEqual({ key: 'validation.birthdayLimit', params: { age: 21 } });
    });

    it('a 29 February birthday comes of age on 1 March in a common year', () => {
      expect(checkBirthday('2004-02-29', 21, new Date(2025, 1, 28))).not.toBeNull();
      expect(checkBirthday('2004-02-29', 21, new Date(2025, 2, 1))).toBeNull();
    });

    it('asks for a birthday when it is empty', () => {
      expect(key(checkBirthday('', 21, TODAY))).toBe('register.birthdayRequired');
    });
  });
});

import { ErrorCode } from '@common/contract/envelope';
import { e164, maskPhone, parsePhone } from '../../../../server/modules/member/phone';
import { ageOn, checkBirthday, checkEmail, checkNickname, checkPassword, checkUsername, normalizeUsername } from '../../../../server/modules/member/rules';

const NOW = Date.UTC(2030, 0, 15, 12);

describe('member field rules', () => {
  it('normalize usernames to trimmed lower case before the pattern is checked', () => {
    expect(normalizeUsername('  Alice01 ')).toBe('alice01');
    expect(checkUsername('alice01')).toBeNull();
    expect(checkUsername('a'.repeat(17))).toBe(ErrorCode.accountFormat);
  });

  it.each(['Secret12', 'a1!"#$%&\'()*+,-./', 'x'.repeat(63) + '1'])('accept the password %p', (password) => {
    expect(checkPassword(password)).toBeNull();
  });

  it.each(['Secret1', 'secretsecret', '12345678', 'Secret 123', 'Sécret123', 'x'.repeat(64) + '1'])('refuse the password %p', (password) => {
    expect(checkPassword(password)).toBe(ErrorCode.passwordFormat);
  });

  it.each([
    ['a@b.co', null],
    ['a.b+c@mail.example.org', null],
    ['a@b', ErrorCode.emailFormat],
    ['a b@c.com', ErrorCode.emailFormat],
    ['a@@b.com', ErrorCode.emailFormat],
    [`${'a'.repeat(249)}@b.com`, ErrorCode.emailFormat],
    [`${'a'.repeat(248)}@b.com`, null],
  ])('check the email %p', (email, expected) => {
    expect(checkEmail(email)).toBe(expected);
  });

  it('allow nicknames of 1 to 20 characters in any script, without control characters', () => {
    expect(checkNickname('ভাগ্যবান')).toBeNull();
    expect(checkNickname('x'.repeat(20))).toBeNull();
    expect(checkNickname('x'.repeat(21))).toBe(ErrorCode.nicknameFormat);
    expect(checkNickname('bad\u0007')).toBe(ErrorCode.nicknameFormat);
  });

  it('count ages in whole years, birthday included', () => {
    expect(ageOn('2009-01-15', NOW)).toBe(21);
    expect(ageOn('2009-01-16', NOW)).toBe(20);
    expect(ageOn('2000-02-29', NOW)).toBe(29);
    expect(ageOn('2031-01-01', NOW)).toBeNull();
    expect(ageOn('2001-13-01', NOW)).toBeNull();
  });

  it('never allow an age under 21, whatever the merchant sets', () => {
    expect(checkBirthday('2012-01-01', NOW, 18)).toBe(ErrorCode.birthdayLimit);
    expect(checkBirthday('2006-01-01', NOW, 25)).toBe(ErrorCode.birthdayLimit);
    expect(checkBirthday('2000-01-01', NOW, 25)).toBeNull();
  });
});

describe('phone numbers', () => {
  it('drop the + of the dialing code and the trunk prefix of the number', () => {
    expect(parsePhone('+880', '01712345678')).toEqual({ dialingCode: '880', mobile: '1712345678' });
    expect(parsePhone('880', '1712345678')).toEqual({ dialingCode: '880', mobile: '1712345678' });
    expect(e164({ dialingCode: '880', mobile: '1712345678' })).toBe('+8801712345678');
  });

  it.each([
    ['880', '17-1234'],
    ['880', '123'],
    ['88000', '1712345678'],
    ['880', '1234567890123'],
  ])('refuse %s %s', (dialing, mobile) => {
    expect(parsePhone(dialing, mobile)).toBeNull();
  });

  it('mask the middle of a number', () => {
    expect(maskPhone({ dialingCode: '880', mobile: '1712345678' })).toBe('+880171****678');
    expect(maskPhone({ dialingCode: '1', mobile: '555123' })).toBe('+15****3');
  });
});

/**
 * Human text for the error codes the server sends, in the request's Language header
 * (upper case, §7). English is the fallback for languages without a table.
 */
import { ErrorCode, type ErrorCodeValue } from '../../src/api/types';

type MessageTable = Partial<Record<ErrorCodeValue, string>>;

const EN: MessageTable = {
  [ErrorCode.merchantMissing]: 'The Merchant header is missing.',
  [ErrorCode.merchantInvalid]: 'Unknown merchant code "{merchant}".',
  [ErrorCode.requestInvalid]: 'Invalid {field}: {detail}.',
  [ErrorCode.requestMalformed]: 'The request body is not valid JSON.',
  [ErrorCode.requestTooLarge]: 'The request is too large (limit {limit} bytes).',
  [ErrorCode.unsupportedMediaType]: 'Content type "{type}" is not supported; send application/json.',
  [ErrorCode.notFound]: 'There is no {method} {path}.',
  [ErrorCode.tooManyRequests]: 'Too many requests. Please try again in {seconds} seconds.',
  [ErrorCode.maintenance]: 'The platform is under maintenance. Please try again later.',
  [ErrorCode.regionRestricted]: 'Access from your IP or location ({ip}) is restricted. Please contact customer service.',
  [ErrorCode.adminTokenInvalid]: 'The X-Admin-Token header is missing or wrong.',
  [ErrorCode.unknown]: 'Something went wrong. Please try again later.',
  [ErrorCode.customerNotLogin]: 'Please log in first.',
  [ErrorCode.userOrTokenInvalid]: 'Your session is no longer valid. Please log in again.',
  [ErrorCode.loginNotSession]: 'Your session has expired. Please log in again.',
  [ErrorCode.tokenIpDifferent]: 'Your network changed since you logged in. Please log in again.',
  [ErrorCode.invalidAffiliateCode]: 'The invitation code is not valid.',
  [ErrorCode.encryptionInvalid]: 'The request could not be decrypted. Please reload the page and try again.',
  [ErrorCode.freeReject]: 'Free trial accounts cannot use this. Please log in with an actual account.',
  [ErrorCode.noPermission]: 'Your account lacks permission, or this feature is temporarily unavailable.',
  [ErrorCode.userOrPasswordWrong]: 'Wrong username or password.',
  [ErrorCode.userNonexistentOrDisabled]: 'The user does not exist or has been disabled.',
  [ErrorCode.accountLocked]: 'Too many failed attempts. Please try again in {minutes} minutes.',
  [ErrorCode.captchaWrong]: 'The captcha is wrong or has expired.',
  [ErrorCode.usernameExists]: 'This username already exists.',
  [ErrorCode.mobileExists]: 'This mobile number is already registered.',
  [ErrorCode.accountFormat]: 'Account format incorrect: 6 to 16 lower-case letters and digits, starting with a letter.',
  [ErrorCode.passwordFormat]: 'Password format incorrect: 8 to 64 characters with at least one letter and one digit.',
  [ErrorCode.emailFormat]: 'Email format incorrect.',
  [ErrorCode.confirmMismatch]: 'The confirmation password does not match.',
  [ErrorCode.mobileInvalid]: 'The mobile number is invalid.',
  [ErrorCode.nameFormat]: 'The name format is invalid.',
  [ErrorCode.nicknameFormat]: 'The nickname must be 1 to 20 characters.',
  [ErrorCode.birthdayFormat]: 'The birthday is not a valid date.',
  [ErrorCode.birthdayLimit]: 'You must be at least {minAge} years old.',
  [ErrorCode.fieldRequired]: 'Please fill in {field}.',
  [ErrorCode.verificationCodeWrong]: 'Verification code error.',
  [ErrorCode.passwordSame]: 'The new password cannot equal the old one.',
  [ErrorCode.passwordWrong]: 'The current password is wrong.',
  [ErrorCode.smsTooFrequent]: 'A code was sent recently. Please wait {seconds} seconds.',
  [ErrorCode.resetTokenInvalid]: 'The reset link is invalid or has expired.',
  [ErrorCode.paymentPasswordFormat]: 'The withdrawal password must be 6 digits.',
  [ErrorCode.paymentPasswordWrong]: 'The current withdrawal password is wrong.',
  [ErrorCode.payeeNameLocked]: 'The payee name is already set. Please contact customer service to change it.',
  [ErrorCode.trialInvalid]: 'This trial account is no longer available. Please start a new free trial.',
  [ErrorCode.firebaseTokenInvalid]: 'Phone sign-in could not be verified. Please try again.',
};

const BN: MessageTable = {
  [ErrorCode.merchantMissing]: 'Merchant হেডার পাওয়া যায়নি।',
  [ErrorCode.merchantInvalid]: 'অজানা মার্চেন্ট কোড "{merchant}"।',
  [ErrorCode.requestInvalid]: '{field} সঠিক নয়: {detail}।',
  [ErrorCode.requestMalformed]: 'অনুরোধের বডি সঠিক JSON নয়।',
  [ErrorCode.requestTooLarge]: 'অনুরোধটি খুব বড় (সীমা {limit} বাইট)।',
  [ErrorCode.unsupportedMediaType]: 'কনটেন্ট টাইপ "{type}" সমর্থিত নয়; application/json পাঠান।',
  [ErrorCode.notFound]: '{method} {path} বলে কিছু নেই।',
  [ErrorCode.tooManyRequests]: 'অনেক বেশি অনুরোধ। অনুগ্রহ করে {seconds} সেকেন্ড পরে আবার চেষ্টা করুন।',
  [ErrorCode.maintenance]: 'প্ল্যাটফর্মটি রক্ষণাবেক্ষণের অধীনে আছে। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  [ErrorCode.regionRestricted]: 'আপনার আইপি বা অবস্থান ({ip}) থেকে প্রবেশ সীমাবদ্ধ। অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন।',
  [ErrorCode.adminTokenInvalid]: 'X-Admin-Token হেডার নেই বা ভুল।',
  [ErrorCode.unknown]: 'কিছু একটা ভুল হয়েছে। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  [ErrorCode.customerNotLogin]: 'অনুগ্রহ করে আগে লগইন করুন।',
  [ErrorCode.userOrTokenInvalid]: 'আপনার সেশন আর বৈধ নয়। অনুগ্রহ করে আবার লগইন করুন।',
  [ErrorCode.loginNotSession]: 'আপনার সেশনের মেয়াদ শেষ হয়েছে। অনুগ্রহ করে আবার লগইন করুন।',
  [ErrorCode.tokenIpDifferent]: 'লগইনের পর আপনার নেটওয়ার্ক বদলেছে। অনুগ্রহ করে আবার লগইন করুন।',
  [ErrorCode.invalidAffiliateCode]: 'আমন্ত্রণ কোডটি বৈধ নয়।',
  [ErrorCode.encryptionInvalid]: 'অনুরোধটি ডিক্রিপ্ট করা যায়নি। পৃষ্ঠাটি রিলোড করে আবার চেষ্টা করুন।',
  [ErrorCode.freeReject]: 'ফ্রি ট্রায়াল অ্যাকাউন্ট এটি ব্যবহার করতে পারে না। অনুগ্রহ করে আসল অ্যাকাউন্টে লগইন করুন।',
  [ErrorCode.noPermission]: 'আপনার অ্যাকাউন্টের অনুমতি নেই, অথবা এই সুবিধাটি সাময়িকভাবে বন্ধ।',
  [ErrorCode.userOrPasswordWrong]: 'ব্যবহারকারীর নাম বা পাসওয়ার্ড ভুল।',
  [ErrorCode.userNonexistentOrDisabled]: 'ব্যবহারকারী নেই অথবা নিষ্ক্রিয় করা হয়েছে।',
  [ErrorCode.accountLocked]: 'অনেকবার ভুল চেষ্টা হয়েছে। অনুগ্রহ করে {minutes} মিনিট পরে আবার চেষ্টা করুন।',
  [ErrorCode.captchaWrong]: 'ক্যাপচা ভুল অথবা মেয়াদোত্তীর্ণ।',
  [ErrorCode.usernameExists]: 'এই ব্যবহারকারীর নাম আগে থেকেই আছে।',
  [ErrorCode.mobileExists]: 'এই মোবাইল নম্বরটি আগে থেকেই নিবন্ধিত।',
  [ErrorCode.accountFormat]: 'অ্যাকাউন্টের ফরম্যাট সঠিক নয়: ৬ থেকে ১৬টি ছোট হাতের অক্ষর ও সংখ্যা, শুরুতে অক্ষর।',
  [ErrorCode.passwordFormat]: 'পাসওয়ার্ডের ফরম্যাট সঠিক নয়: ৮ থেকে ৬৪ অক্ষর, অন্তত একটি অক্ষর ও একটি সংখ্যা।',
  [ErrorCode.emailFormat]: 'ইমেলের ফরম্যাট সঠিক নয়।',
  [ErrorCode.confirmMismatch]: 'নিশ্চিতকরণ পাসওয়ার্ড মেলেনি।',
  [ErrorCode.mobileInvalid]: 'মোবাইল নম্বরটি সঠিক নয়।',
  [ErrorCode.nameFormat]: 'নামের ফরম্যাট সঠিক নয়।',
  [ErrorCode.nicknameFormat]: 'ডাকনাম ১ থেকে ২০ অক্ষরের হতে হবে।',
  [ErrorCode.birthdayFormat]: 'জন্মতারিখটি সঠিক তারিখ নয়।',
  [ErrorCode.birthdayLimit]: 'আপনার বয়স অন্তত {minAge} বছর হতে হবে।',
  [ErrorCode.fieldRequired]: 'অনুগ্রহ করে {field} পূরণ করুন।',
  [ErrorCode.verificationCodeWrong]: 'যাচাইকরণ কোড ভুল।',
  [ErrorCode.passwordSame]: 'নতুন পাসওয়ার্ড পুরোনোটির মতো হতে পারবে না।',
  [ErrorCode.passwordWrong]: 'বর্তমান পাসওয়ার্ডটি ভুল।',
  [ErrorCode.smsTooFrequent]: 'কিছুক্ষণ আগে একটি কোড পাঠানো হয়েছে। অনুগ্রহ করে {seconds} সেকেন্ড অপেক্ষা করুন।',
  [ErrorCode.resetTokenInvalid]: 'রিসেট লিংকটি অবৈধ অথবা মেয়াদোত্তীর্ণ।',
  [ErrorCode.paymentPasswordFormat]: 'উত্তোলনের পাসওয়ার্ড ৬টি সংখ্যার হতে হবে।',
  [ErrorCode.paymentPasswordWrong]: 'বর্তমান উত্তোলনের পাসওয়ার্ডটি ভুল।',
  [ErrorCode.payeeNameLocked]: 'প্রাপকের নাম আগেই দেওয়া হয়েছে। বদলাতে গ্রাহক সেবায় যোগাযোগ করুন।',
  [ErrorCode.trialInvalid]: 'এই ট্রায়াল অ্যাকাউন্টটি আর পাওয়া যাচ্ছে না। অনুগ্রহ করে নতুন ফ্রি ট্রায়াল শুরু করুন।',
  [ErrorCode.firebaseTokenInvalid]: 'ফোন সাইন-ইন যাচাই করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
};

const TABLES: Record<string, MessageTable> = { EN, BN };

/** Message for a code in a Language header value, with {name} placeholders filled from params. */
export function messageFor(code: ErrorCodeValue, language: string | undefined, params: Record<string, string | number> = {}): string {
  const table = TABLES[(language ?? '').trim().toUpperCase()] ?? EN;
  const template = table[code] ?? EN[code] ?? EN[ErrorCode.unknown]!;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

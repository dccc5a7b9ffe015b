/**
 * The words of the session watch on our game pages (session-watch.ts): the bar, the reality check,
 * the session-time limit and the wallet's protection refusals, in each language the pages speak
 * (English and Bengali). Each vendor's strings.ts carries these as its `watch` part; {x} marks a
 * value the page fills in.
 */
import { ErrorCode } from '@common/contract/envelope';

/** The protection codes a stake may be refused with, each with the page's own sentence. */
export const PROTECTION_REFUSALS = [
  ErrorCode.protectionLossLimit,
  ErrorCode.protectionWagerLimit,
  ErrorCode.protectionSessionLimit,
  ErrorCode.protectionRealityCheckDue,
  ErrorCode.protectionTimeOut,
  ErrorCode.protectionSelfExcluded,
  ErrorCode.protectionSelfExcludedPermanent,
] as const;
type ProtectionRefusal = (typeof PROTECTION_REFUSALS)[number];

export interface WatchStrings {
  bar: string;
  time: string;
  net: string;
  realityTitle: string;
  realityText: string;
  continue: string;
  logout: string;
  loggingOut: string;
  limitTitle: string;
  limitText: string;
  backToSite: string;
  failed: string;
  refusals: Record<ProtectionRefusal, string>;
}

const EN: WatchStrings = {
  bar: 'This session',
  time: 'Time played',
  net: 'Net position',
  realityTitle: 'Reality check',
  realityText: 'You have been playing for {time}. Your net position this session is {net}.',
  continue: 'Continue playing',
  logout: 'Log out',
  loggingOut: 'Logging out…',
  limitTitle: 'Session-time limit reached',
  limitText: 'You have played for {time}, the session-time limit you set. Please take a break.',
  backToSite: 'Back to the site',
  failed: 'That did not work. Please try again.',
  refusals: {
    [ErrorCode.protectionLossLimit]: 'This spin could take you over your loss limit, so it was not placed. Your balance is unchanged.',
    [ErrorCode.protectionWagerLimit]: 'This spin would go over your wager limit, so it was not placed. Your balance is unchanged.',
    [ErrorCode.protectionSessionLimit]: 'Your session-time limit has been reached. Please take a break.',
    [ErrorCode.protectionRealityCheckDue]: 'Please answer the reality check before you play on.',
    [ErrorCode.protectionTimeOut]: 'You are taking a break, so play is paused until your time-out ends.',
    [ErrorCode.protectionSelfExcluded]: 'You have excluded yourself from play, so bets are not accepted.',
    [ErrorCode.protectionSelfExcludedPermanent]: 'You have excluded yourself from play permanently, so bets are not accepted.',
  },
};

const BN: WatchStrings = {
  bar: 'এই সেশন',
  time: 'খেলার সময়',
  net: 'নিট অবস্থান',
  realityTitle: 'রিয়ালিটি চেক',
  realityText: 'আপনি {time} ধরে খেলছেন। এই সেশনে আপনার নিট অবস্থান {net}।',
  continue: 'খেলা চালিয়ে যান',
  logout: 'লগ আউট',
  loggingOut: 'লগ আউট হচ্ছে…',
  limitTitle: 'সেশন-সময়ের সীমা পূর্ণ',
  limitText: 'আপনি {time} খেলেছেন, যা আপনার নির্ধারিত সেশন-সময়ের সীমা। অনুগ্রহ করে বিরতি নিন।',
  backToSite: 'সাইটে ফিরে যান',
  failed: 'হয়নি। আবার চেষ্টা করুন।',
  refusals: {
    [ErrorCode.protectionLossLimit]: 'এই স্পিন আপনার ক্ষতির সীমা ছাড়িয়ে যেতে পারে, তাই এটি নেওয়া হয়নি। আপনার ব্যালেন্স অপরিবর্তিত।',
    [ErrorCode.protectionWagerLimit]: 'এই স্পিন আপনার বাজির সীমা ছাড়িয়ে যাবে, তাই এটি নেওয়া হয়নি। আপনার ব্যালেন্স অপরিবর্তিত।',
    [ErrorCode.protectionSessionLimit]: 'আপনার সেশন-সময়ের সীমা পূর্ণ হয়েছে। অনুগ্রহ করে বিরতি নিন।',
    [ErrorCode.protectionRealityCheckDue]: 'আবার খেলার আগে রিয়ালিটি চেকের উত্তর দিন।',
    [ErrorCode.protectionTimeOut]: 'আপনি বিরতিতে আছেন, তাই টাইম-আউট শেষ না হওয়া পর্যন্ত খেলা বন্ধ।',
    [ErrorCode.protectionSelfExcluded]: 'আপনি নিজেকে খেলা থেকে বর্জন করেছেন, তাই বাজি নেওয়া হচ্ছে না।',
    [ErrorCode.protectionSelfExcludedPermanent]: 'আপনি নিজেকে স্থায়ীভাবে খেলা থেকে বর্জন করেছেন, তাই বাজি নেওয়া হচ্ছে না।',
  },
};

/** By page language; the vendors' languages are a subset of these. */
export const WATCH_STRINGS = { en: EN, bn: BN } as const;

/**
 * Version 1 of the demo merchant's user agreement, in English and Bengali: short, brand-neutral
 * terms (the platform is white-label), plain text with paragraphs separated by blank lines.
 */
import type { AgreementTextValue } from '@common/contract/agreement';

export const SEED_AGREEMENT: Readonly<Record<string, AgreementTextValue>> = {
  EN: {
    title: 'User agreement',
    body: [
      'By opening an account you confirm that you are at least 18 years old (or older where the law of your country says so) and that gambling is legal where you live.',
      'One account per person. Keep your password and withdrawal password to yourself; you are responsible for everything done with your account.',
      'Deposits and withdrawals are made only in your own name. We may ask you to verify your identity before a withdrawal, and we may hold or refuse a payment that breaks these terms or the law.',
      'Play for fun, not to make money. You can set deposit, loss and wager limits, take a time-out or exclude yourself under Responsible gaming in the member centre at any time.',
      'Game results come from the game providers and are final once settled. If a game fails, open bets are settled or refunded by the provider\'s rules.',
      'We may change these terms. When we do, you will be asked to read and accept the new version before you play, deposit or buy lottery tickets again.',
    ].join('\n\n'),
  },
  BN: {
    title: 'ব্যবহারকারী চুক্তি',
    body: [
      'অ্যাকাউন্ট খোলার মাধ্যমে আপনি নিশ্চিত করছেন যে আপনার বয়স কমপক্ষে ১৮ বছর (অথবা আপনার দেশের আইনে যত বছর বলা আছে তার বেশি) এবং আপনি যেখানে থাকেন সেখানে জুয়া খেলা বৈধ।',
      'প্রতি জনের একটি মাত্র অ্যাকাউন্ট। আপনার পাসওয়ার্ড এবং উত্তোলন পাসওয়ার্ড নিজের কাছে রাখুন; আপনার অ্যাকাউন্ট দিয়ে যা কিছু করা হয় তার দায়িত্ব আপনার।',
      'জমা এবং উত্তোলন শুধুমাত্র আপনার নিজের নামে করা হয়। উত্তোলনের আগে আমরা আপনার পরিচয় যাচাই করতে বলতে পারি, এবং এই শর্তাবলী বা আইন ভঙ্গ করে এমন কোনো লেনদেন আমরা আটকে রাখতে বা প্রত্যাখ্যান করতে পারি।',
      'আনন্দের জন্য খেলুন, অর্থ উপার্জনের জন্য নয়। সদস্য কেন্দ্রের দায়িত্বশীল গেমিং অংশে আপনি যেকোনো সময় জমা, ক্ষতি ও বাজির সীমা নির্ধারণ করতে, বিরতি নিতে বা নিজেকে বাদ দিতে পারেন।',
      'গেমের ফলাফল গেম প্রদানকারীদের কাছ থেকে আসে এবং নিষ্পত্তির পর তা চূড়ান্ত। কোনো গেম ব্যর্থ হলে, খোলা বাজি প্রদানকারীর নিয়ম অনুযায়ী নিষ্পত্তি বা ফেরত দেওয়া হয়।',
      'আমরা এই শর্তাবলী পরিবর্তন করতে পারি। তখন আবার খেলা, জমা বা লটারি টিকিট কেনার আগে আপনাকে নতুন সংস্করণটি পড়ে গ্রহণ করতে বলা হবে।',
    ].join('\n\n'),
  },
};

/**
 * The announcements every merchant starts with, in English and Bengali. Brand-neutral: the
 * platform is white-label, so no text names a site. Keys are stable: the seed adds an item a
 * merchant lacks by its key and never rewrites one an operator has changed or switched off.
 */
import type { ContentType } from '@common/contract/announcements';
import type { LocalizedText } from '@common/contract/announcements';

export interface SeedItem {
  key: string;
  contentType: ContentType;
  groupName: string;
  title: LocalizedText;
  content: LocalizedText;
  linkUrl?: string;
}

export const SEED_ITEMS: readonly SeedItem[] = [
  {
    key: 'banner-games',
    contentType: 'B',
    groupName: 'm_home',
    title: { EN: 'More than 600 games', BN: '৬০০টিরও বেশি গেম' },
    content: { EN: 'Slots, casino, fishing, sports, lottery', BN: 'স্লট, ক্যাসিনো, ফিশিং, স্পোর্টস, লটারি' },
  },
  {
    key: 'banner-lottery',
    contentType: 'B',
    groupName: 'm_home',
    title: { EN: 'Daily lottery draws', BN: 'প্রতিদিন লটারির ড্র' },
    content: { EN: 'Pick your numbers before the draw closes.', BN: 'ড্র বন্ধ হওয়ার আগে আপনার নম্বর বেছে নিন।' },
  },
  {
    key: 'banner-trial',
    contentType: 'B',
    groupName: 'm_home',
    title: { EN: 'Try the games for free', BN: 'বিনামূল্যে গেম খেলে দেখুন' },
    content: { EN: 'A free trial needs no deposit.', BN: 'ফ্রি ট্রায়ালে কোনো ডিপোজিট লাগে না।' },
  },
  {
    key: 'slogan',
    contentType: 'B',
    groupName: '06_home',
    title: { EN: 'Play smart, play for fun', BN: 'বুদ্ধি করে খেলুন, আনন্দের জন্য খেলুন' },
    content: {},
  },
  {
    key: 'notice-new-games',
    contentType: 'PL',
    groupName: 'm_home',
    title: { EN: 'New games arrive every week', BN: 'প্রতি সপ্তাহে নতুন গেম আসছে' },
    content: {
      EN: 'New slots and table games are added every week. Look for them in the game lists and the hot games strip.',
      BN: 'প্রতি সপ্তাহে নতুন স্লট ও টেবিল গেম যোগ করা হয়। গেমের তালিকা এবং জনপ্রিয় গেমের সারিতে সেগুলো খুঁজে দেখুন।',
    },
  },
  {
    key: 'notice-account-safety',
    contentType: 'PL',
    groupName: 'm_home',
    title: { EN: 'Keep your account safe', BN: 'আপনার অ্যাকাউন্ট নিরাপদ রাখুন' },
    content: {
      EN: 'Never share your password or a verification code with anyone, our staff included. We will never ask for them.',
      BN: 'আপনার পাসওয়ার্ড বা যাচাইকরণ কোড কখনো কাউকে দেবেন না, আমাদের কর্মীদেরও নয়। আমরা কখনো এগুলো চাইব না।',
    },
  },
  {
    key: 'notice-play-responsibly',
    contentType: 'PL',
    groupName: 'm_home',
    title: { EN: 'Play responsibly', BN: 'দায়িত্বের সাথে খেলুন' },
    content: {
      EN: 'Play for fun, take regular breaks and never chase your losses.',
      BN: 'আনন্দের জন্য খেলুন, নিয়মিত বিরতি নিন, আর হারানো টাকা ফেরত পাওয়ার জন্য কখনো খেলবেন না।',
    },
  },
  {
    key: 'popup-welcome',
    contentType: 'PU',
    groupName: 'm_home',
    title: { EN: 'Welcome', BN: 'স্বাগতম' },
    content: {
      EN: "Thank you for joining us. See the promotions page for this week's offers, and contact customer service whenever you need help.",
      BN: 'আমাদের সাথে যোগ দেওয়ার জন্য ধন্যবাদ। এই সপ্তাহের অফার দেখতে প্রচারের পাতাটি দেখুন, আর সাহায্য লাগলে যেকোনো সময় গ্রাহক সেবায় যোগাযোগ করুন।',
    },
  },
  {
    key: 'promotion-weekly',
    contentType: 'PR',
    groupName: 'm_home',
    title: { EN: 'Weekly promotions', BN: 'সাপ্তাহিক প্রচার' },
    content: {
      EN: "This week's offers and how to apply are on the promotions page.",
      BN: 'এই সপ্তাহের অফার এবং আবেদনের নিয়ম প্রচারের পাতায় দেখুন।',
    },
    linkUrl: '/m/activity',
  },
];

/**
 * Every UI timing and limit the spec names (§9 and the rules of §2, §4, §5, §7), in one place.
 * Components and stores import these; no literal copies elsewhere. Limits the server enforces
 * too live in common/rules.
 */

/** Call client (§7). */
export const API_TIMEOUT_MS = 120_000;
export const PLATFORM_TYPE = 'mobile';
export const DEFAULT_MODULE_ID = 'COMM3';
/** Failed-request timer: hide the loading dialog every second, up to 3 times (§8). */
export const LOADING_HIDE_INTERVAL_MS = 1_000;
export const LOADING_HIDE_MAX_TIMES = 3;

/** Toasts and notices (§9). */
export const TOAST_INFO_MS = 1_500;
export const TOAST_OFFLINE_MS = 1_500;
export const TOAST_SHORT_MS = 3_000;
export const TOAST_LONG_MS = 8_000;
export const TOAST_REWARD_LOADING_MS = 3_000;
export const TOAST_TRIAL_LOADING_MS = 9_999;
export const TOAST_SMS_LOADING_MS = 15_000;
export const TOAST_SMS_SUCCESS_MS = 1_500;
export const NOTICE_AUTO_CLOSE_MS = 1_500;
export const DIALOG_CLICK_GUARD_MS = 300;
export const PROMPT_FOCUS_DELAY_MS = 500;
/** The SMS get-code button recounts its seconds this often (§4). */
export const SMS_COUNTDOWN_TICK_MS = 500;
/** Logout waiting message (§4). */
export const LOGOUT_WAIT_MS = 9_999;

/** Motion (§2, §9). */
export const PAGE_TRANSITION_MS = 300;
export const SWIPE_BACK_PX = 100;
export const SWIPE_BACK_RESET_MS = 500;
export const CATEGORY_SCROLL_MS = 500;
export const POPUP_FADE_MS = 200;
export const POPUP_ZOOM_MS = 300;
export const TOUCH_PRESS_DELAY_MS = 130;
export const TOUCH_LONG_PRESS_MS = 370;
export const TOUCH_RELEASE_MS = 100;
export const TOUCH_RETENTION_OFFSET_PX = 20;

/** Home carousel and ticker (§2, §9). */
export const CAROUSEL_AUTOPLAY_MS = 3_000;
export const CAROUSEL_SPEED_MS = 500;
export const CAROUSEL_SWIPE_THRESHOLD_PX = 44;
export const TICKER_SPEED_DIVISOR = 1_400;
export const TICKER_RESET_EXTRA_PX = 50;
/** The spec's ticker speed is per frame; a CSS animation needs it per second, at this frame rate. */
export const TICKER_FRAMES_PER_SECOND = 60;
export const TICKER_PLACEHOLDER_ID = -1;

/** Lists (§9). */
export const PAGE_SIZE_SLOTS = 20;
export const PAGE_SIZE_FISH_PVP = 999;
export const WINNER_BOARD_LIMIT = 10;
/** Games a game-tile section of the home shows before its display-all link (two rows of four). */
export const HOME_SECTION_GAMES = 8;
/**
 * Home blocks below the first screen render (and load their games and images) once they come
 * this close to the screen (an IntersectionObserver rootMargin, a share of the screen's height).
 */
export const HOME_REVEAL_MARGIN = '25%';
export const GAME_LIST_CLIENT_TYPE = 2;
/** Favourites load in pages of the slot size (§3 paged favourite list). */
export const PAGE_SIZE_FAVOURITES = PAGE_SIZE_SLOTS;

/** Game list screen. The search waits this long after the last keystroke before asking the server. */
export const GAME_SEARCH_DEBOUNCE_MS = 400;
/** Tiles per row of the game grid (narrow phones fit three 44 px+ tiles). */
export const GAME_GRID_COLUMNS = 3;
/** Fixed row height of the virtualised game grid: icon, vendor and game name of one tile. */
export const GAME_GRID_ROW_HEIGHT_PX = 168;
/** Rows kept in the DOM above and below the visible ones, so a quick flick shows no blank rows. */
export const GAME_GRID_OVERSCAN_ROWS = 3;
/** The next page is requested this far before the list's end comes into view. */
export const INFINITE_SCROLL_MARGIN_PX = 400;

/** Display (§9). */
export const BALANCE_DECIMALS = 2;
/** Unread counts display cap (§4). */
export const UNREAD_DISPLAY_CAP = 99;
/** The chat screen asks for new messages this often while it is open (the local provider has no push). */
export const CHAT_POLL_SECONDS = 5;
/** ModuleId header of the chat calls (§7). */
export const CHAT_MODULE_ID = 'CBS3';

/** Accounts (issue 3). Live username check waits this long after the last keystroke. */
export const USERNAME_CHECK_DEBOUNCE_MS = 500;
/** Query parameter of an affiliate (invitation) link: /m/register?code=XYZ. */
export const AFFILIATE_QUERY_PARAM = 'code';

/** Accessibility: minimum touch target (px). */
export const TOUCH_TARGET_PX = 44;
/** Height of the captcha image (px): its distorted glyphs come out about 30 px tall, beside the answer field on a 360 px phone. */
export const CAPTCHA_IMAGE_PX = 52;

/** Storage keys (§3). */
export const SESSION_INFO_KEY = 'MC_SESSION_INFO';
export const STORAGE_PREFIX = 'mlobby.';
/** Local-storage key of the home popups closed on this device, with when (docs/decisions.md "Home popups"). */
export const SEEN_POPUPS_KEY = `${STORAGE_PREFIX}seenPopups`;
/** A closed home popup stays closed on this device this long, logins and logouts included. */
export const POPUP_HIDDEN_MS = 24 * 60 * 60 * 1000;

/** Session-storage key prefix of the GET response cache (§7); flushCache() removes only these. */
export const API_CACHE_PREFIX = `${STORAGE_PREFIX}api.`;

/** Lottery screens (issue 5). Countdowns redraw this often; a quarter second keeps the shown second honest. */
export const LOTTERY_COUNTDOWN_TICK_MS = 250;
/** Page sizes of "My orders" and the results history. */
export const PAGE_SIZE_LOTTERY_ORDERS = 10;
export const PAGE_SIZE_LOTTERY_RESULTS = 10;
/** Most issues one chase order may span (the server's upcoming list may offer fewer). */
export const LOTTERY_CHASE_MAX = 10;
/** Placing an order is retried this many times after a network failure, with the same requestId. */
export const LOTTERY_ORDER_RETRIES = 2;
export const LOTTERY_ORDER_RETRY_MS = 1_000;

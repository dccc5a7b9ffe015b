/** The captcha module's public surface (image and slider captchas): the only file other code imports. */
export { purgeChallenges } from './repository';
export { captchaRoutes } from './routes';
export { consumeCaptcha, consumeSlider } from './service';

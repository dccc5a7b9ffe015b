/** Shared form controls: labelled fields, captcha, slider check, dialing codes and the SMS button. */
export { CaptchaField, type CaptchaFieldProps } from './CaptchaField';
export { Checkbox } from './Checkbox';
export { CountryDialingCodeSelect, type CountryDialingCodeSelectProps } from './CountryDialingCodeSelect';
export { PasswordField } from './PasswordField';
export { Select } from './styles';
export { SliderVerify, type SliderVerifyProps } from './SliderVerify';
export { SmsCodeButton, secondsLeft, type SmsCodeButtonProps } from './SmsCodeButton';
export { TextField, USERNAME_INPUT, type TextFieldProps } from './TextField';
export { useFields, type FieldRule } from './useFields';

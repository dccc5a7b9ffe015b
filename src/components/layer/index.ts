/** The document-level layer every dialog, popup, drawer and toast renders into, and its focus handling. */
export { DocumentLayer } from './DocumentLayer';
export { useModalFocus } from './useModalFocus';

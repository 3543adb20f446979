// What another feature's notice shares with the US notices (the EU consent dialog): their words,
// their stylesheet (sheet, panel, short-frame line, compact "Privacy" control) and their focus handling.
export { privacyTexts } from '../ui/texts';
export { usePrivacyStyles } from '../ui/privacy-styles';
export { useDialogFocus } from '../ui/use-dialog-focus';

// What another feature's notice shares with the US notices (the EU consent dialog): their words,
// their stylesheet (sheet, panel, short-frame line, compact "Privacy" control), their focus
// handling and the explicit notice's modal sheet (the first layer).
export { NoticeSheet } from '../ui/NoticeSheet';
export { privacyTexts } from '../ui/texts';
export { usePrivacyStyles } from '../ui/privacy-styles';
export { useDialogFocus } from '../ui/use-dialog-focus';

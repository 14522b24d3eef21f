// The legal feature's public face (ADR 009).
export { PolicyLinks } from './components/policy-links';
export { PrivacyDocument } from './components/privacy-document';
export { TermsDocument } from './components/terms-document';

// The about feature's public face (ADR 009).
export { AboutContent } from './components/about-content';

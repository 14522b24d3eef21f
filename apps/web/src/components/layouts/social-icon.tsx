export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'tiktok';

/**
 * Simple monochrome glyphs for the footer's social links (decorative; the link has the name),
 * in the text's colour. The shapes are files (`public/icons/`) used as CSS masks
 * (`styles/index.css`), so they cost the page's JavaScript nothing.
 */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <span aria-hidden="true" className={`mpa-social-icon mpa-social-${network}`} />;
}

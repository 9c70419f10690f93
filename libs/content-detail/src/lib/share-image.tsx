import styled from 'styled-components';

const Hidden = styled.div`
  display: none;

  /* Its 300 x 300 box crops the cover as a square would (Lighthouse's image-aspect-ratio). */
  img {
    object-fit: cover;
  }
`;

/**
 * The messaging app's card scraper (no JS-SDK) takes the first image of at least 300 px in the body:
 * this one comes first. Hidden and lazy, so browsers do not download it.
 */
export function ShareImage({ src, alt }: { src: string; alt: string }) {
  if (!src) return null;
  return (
    <Hidden data-testid="share-image">
      <img src={src} alt={alt} width={300} height={300} loading="lazy" />
    </Hidden>
  );
}

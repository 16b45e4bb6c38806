import { useEffect } from 'react';

const MOBILE_QUERY = '(max-width: 767px)';
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Windows Phone/i;
/** The product's own app or a short-video app (document 1 section 2). */
export const IN_APP_UA = /SoundPort|musical_ly|TikTok|Bytedance|trill/i;

export function bodyClassesFor(viewportIsNarrow: boolean, userAgent: string): { mobile: boolean; inApp: boolean } {
  return { mobile: viewportIsNarrow || MOBILE_UA.test(userAgent), inApp: IN_APP_UA.test(userAgent) };
}

/** Keeps is-mobile / is-desktop and in-app-webview on <body> in step with the viewport. */
export function useBodyClasses(): void {
  useEffect(() => {
    const media = window.matchMedia(MOBILE_QUERY);
    const apply = () => {
      const { mobile, inApp } = bodyClassesFor(media.matches, navigator.userAgent);
      document.body.classList.toggle('is-mobile', mobile);
      document.body.classList.toggle('is-desktop', !mobile);
      document.body.classList.toggle('in-app-webview', inApp);
    };
    apply();
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, []);
}

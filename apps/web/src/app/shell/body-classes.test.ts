import { describe, expect, it } from 'vitest';
import { bodyClassesFor } from './body-classes.ts';

const desktopChrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('body classes', () => {
  it('is desktop on a wide viewport with a desktop browser', () => {
    expect(bodyClassesFor(false, desktopChrome)).toEqual({ mobile: false, inApp: false });
  });

  it('is mobile on a narrow viewport or a mobile user agent', () => {
    expect(bodyClassesFor(true, desktopChrome).mobile).toBe(true);
    expect(bodyClassesFor(false, iphone).mobile).toBe(true);
  });

  it.each(['SoundPort/2.1', 'musical_ly_2023', 'TikTok 32.1', 'BytedanceWebview/d8a21c6', 'trill_30'])('flags the in-app webview of %s', (tag) => {
    expect(bodyClassesFor(false, `${iphone} ${tag}`).inApp).toBe(true);
  });
});

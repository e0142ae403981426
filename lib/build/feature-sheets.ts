/**
 * Rules of the libraries' stylesheets for options the site leaves off: scripts/build-browser.ts drops
 * them from the feature sheets (styles/features/), so a page does not download them. Each is held by a
 * unit test (tests/unit/feature-sheets.test.tsx): switch an option on and it fails until its rules
 * are let back in here.
 */
export const LIBRARY_RULES_LEFT_OFF: readonly { readonly file: RegExp; readonly selectors: RegExp }[] = [
  {
    // components/blog/MediaGallery.tsx: no bullets, no play button, no descriptions; its own thumbnail
    // strip (`showThumbnails={false}`), so none of the library's thumbnail bar; slides sideways only.
    file: /react-image-gallery[\\/].*\.css$/,
    selectors:
      /\.image-gallery-(bullets?|play-button|description|thumbnail-label|thumbnails-(left|right|top|wrapper|container)|top-nav|bottom-nav)\b|\.image-gallery-thumbnails(?![\w-])|\.thumbnails-swipe-|\.vertical\b/,
  },
];

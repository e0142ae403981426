import { useShell } from './ShellContext';

/**
 * The search dialog's words in the page's language (content/ui.ts `search`), as a JSON data block the
 * search module reads when the visitor opens search (browser/search/dialog.ts): the dialog is built in
 * the browser, so its words cost the page this one element and nothing of its markup.
 */
export function SearchWords() {
  const { ui } = useShell();
  return <script type="application/json" id="search-words" dangerouslySetInnerHTML={{ __html: JSON.stringify(ui.search).replace(/</g, '\\u003c') }} />;
}

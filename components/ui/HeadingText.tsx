import { hyphenatedRuns } from '@/lib/typography';

/** A heading's text with its hyphenated compounds kept on one line ("On-Premise" never ends a line at "On-"). */
export function HeadingText({ text }: { readonly text: string }) {
  return (
    <>
      {hyphenatedRuns(text).map((run, index) =>
        run.keepTogether ? (
          <span key={index} className="whitespace-nowrap">
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </>
  );
}

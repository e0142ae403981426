/** Paragraphs of running text from content, each taking its direction from its own first letter (the policies, the legal notice). */
export function Paragraphs({ paragraphs, className = 'mt-3' }: { readonly paragraphs: readonly string[]; readonly className?: string }) {
  return (
    <div className={`${className} prose-copy leading-7 text-ink`}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} dir="auto">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

/** Body of a policy modal: an intro sentence and the key points. */
export function PolicySummary({ intro, points }: { intro: string; points: string[] }) {
  return (
    <>
      <p className="leading-relaxed">{intro}</p>
      <ul className="mt-4 list-disc space-y-3 pl-5 leading-relaxed marker:text-brand-600">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </>
  );
}

/** A section's fallback when the platform did not answer it in time: the rest of the page stays. */
export function SectionUnavailable({ what }: { what: string }) {
  return (
    <div className="section-unavailable" role="status" data-testid="section-unavailable">
      {what} could not be loaded just now. Refresh the page in a moment to try again.
    </div>
  );
}

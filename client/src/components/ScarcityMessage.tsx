// Scarcity message: 'Only {qty} left in stock' for the chosen variant, announced politely as the choice changes.

export function ScarcityMessage({ message }: { message: string | null }) {
  return (
    <p className="scarcity-message" aria-live="polite">
      {message}
    </p>
  );
}

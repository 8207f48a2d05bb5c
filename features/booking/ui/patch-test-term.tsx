/** Her patch test in a booking's details list (patchTestLine's words): checkout, confirmation, manage page. */
export function PatchTestTerm({ line }: { line: string }) {
  return (
    <div className="sm:col-span-2">
      <dt className="text-sm font-semibold text-plum-800">Patch test</dt>
      <dd>{line}</dd>
    </div>
  );
}

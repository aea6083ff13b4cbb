import { Fragment, type ReactNode } from "react";

const MARK = "\u0000";

/**
 * A catalog message with an element in it ("Showing results for <strong>…</strong> instead of …"):
 * `format` gets a marker for the element's placeholder, and the element takes the marker's place.
 */
export function withElement(format: (mark: string) => string, element: ReactNode): ReactNode {
  const [before, after = ""] = format(MARK).split(MARK);
  return (
    <Fragment>
      {before}
      {element}
      {after}
    </Fragment>
  );
}

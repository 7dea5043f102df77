import { useCallback, useEffect, useState } from "react";

/**
 * Holds a form's save while its photos are unfinished (`unfinished` says why, or is null): a save
 * then would store the form without them. The reason shows from the first save tried until the
 * uploads are done, and then goes by itself.
 */
export function useUploadSaveHold(unfinished: string | null) {
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (unfinished === null) setTried(false);
  }, [unfinished]);
  /** Whether the save must wait; when it must, the reason starts to show. */
  const holds = useCallback((): boolean => {
    if (unfinished === null) return false;
    setTried(true);
    return true;
  }, [unfinished]);
  return { message: tried ? unfinished : null, holds };
}

import { startTransition, type FormEvent } from "react";

/**
 * A submit handler that sends the form through its action without React's reset of the form afterwards
 * (which `<form action>` does), so a refused save keeps everything staff typed. Without JavaScript the
 * form's action still posts as usual.
 */
export function submitKeepingValues(dispatch: (formData: FormData) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(() => dispatch(formData));
  };
}

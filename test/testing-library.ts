import { configure } from "@testing-library/react";

// What the ui tests wait for (findBy…, waitFor) appears in milliseconds, but Testing Library gives up after 1 s, and a
// lazily loaded part (the photo viewer) took longer while the machine was busy. A wait ends as soon as its condition
// holds, so a higher ceiling costs a passing test nothing; as the browser journeys' expect timeout does.
configure({ asyncUtilTimeout: 10_000 });

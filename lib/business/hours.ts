// Business hours: the sites are open Monday to Saturday, the phone on weekdays; both 8:30-18:00 Japan time.
export const BUSINESS_HOURS = { opens: "8:30", closes: "18:00" } as const;

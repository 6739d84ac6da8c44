// The dashboard greeting by time of day (spec 02 §2 "Dashboard").

export type Greeting = 'Good Morning' | 'Good Afternoon' | 'Good Evening' | 'Hello';

/** Good Morning 03:00–11:59, Good Afternoon 12:00–14:59, Good Evening 15:00–19:59, Hello otherwise. */
export function greetingFor(hour: number): Greeting {
  if (hour >= 3 && hour < 12) return 'Good Morning';
  if (hour >= 12 && hour < 15) return 'Good Afternoon';
  if (hour >= 15 && hour < 20) return 'Good Evening';
  return 'Hello';
}

/** 'Good Morning, Asha' (just the greeting when the name is empty). */
export function greetingLine(date: Date, firstName: string): string {
  const greeting = greetingFor(date.getHours());
  const name = firstName.trim();
  return name ? `${greeting}, ${name}` : greeting;
}

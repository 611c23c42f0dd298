/** Where the kernel's ephemeral port range starts (32768 when it cannot be read). */
export function ephemeralRangeStart(): number;
/** The directory whose existence reserves `port`. */
export function reservationOf(port: number): string;
/** True when this process now holds `port`'s reservation: no other test process holds it. */
export function reservePort(port: number): boolean;
/** A port to try: at random, below the ephemeral range. */
export function candidatePort(): number;
/** A port on 127.0.0.1 nothing listens on, reserved against every other test process of the machine. */
export function freePort(candidate?: () => number): Promise<number>;

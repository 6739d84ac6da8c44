// The state of one data load (spec 01 §4: pending, rejected, fulfilled; a rejected load clears its flag).

export type LoadStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';

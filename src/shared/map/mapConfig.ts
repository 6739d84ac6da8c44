// Map configuration: the tile URL is build-time configuration (VITE_MAP_TILE_URL).

export type LatLng = { lat: number; lng: number };

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const configuredTileUrl = import.meta.env.VITE_MAP_TILE_URL?.trim() ?? '';

export const MAP_TILE_URL: string = configuredTileUrl === '' ? DEFAULT_TILE_URL : configuredTileUrl;

/** The default view (spec 2.5, 9): centred on India at about 20.59, 78.96, zoom 8. */
export const DEFAULT_CENTER: LatLng = { lat: 20.59, lng: 78.96 };
export const DEFAULT_ZOOM = 8;

/** Coordinates rounded to 6 decimals (about 10 cm), as stored and shown. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

import 'ol/ol.css';
import './locationPicker.css';
import { Button } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import Feature from 'ol/Feature';
import { Point } from 'ol/geom';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import OlMap from 'ol/Map';
import { fromLonLat, toLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';
import View from 'ol/View';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_CENTER, DEFAULT_ZOOM, type LatLng, MAP_TILE_URL, roundCoordinate } from './mapConfig';

export type LocationPickerProps = {
  value: readonly LatLng[];
  onChange: (next: LatLng[]) => void;
  /** Accessible name of the map area. */
  label?: string;
  height?: number;
};

function markerStyle(index: number): Style {
  return new Style({
    image: new Circle({
      radius: 11,
      fill: new Fill({ color: '#2d72d2' }),
      stroke: new Stroke({ color: '#ffffff', width: 2 }),
    }),
    text: new Text({
      text: String(index + 1),
      fill: new Fill({ color: '#ffffff' }),
      font: '600 11px Poppins, sans-serif',
    }),
  });
}

/**
 * An OpenLayers map where a click adds a marker; the markers are listed below the map with a Remove
 * button each. Tiles come from the configured XYZ URL; the map keeps working when they cannot load.
 */
export function LocationPicker({ value, onChange, label = 'Map', height = 320 }: LocationPickerProps) {
  const targetRef = useRef<HTMLDivElement>(null);
  const sourceRef = useRef<VectorSource | null>(null);
  const [tilesMissing, setTilesMissing] = useState(false);
  const valueRef = useRef(value);
  const onChangeRef = useRef(onChange);
  valueRef.current = value;
  onChangeRef.current = onChange;

  useEffect(() => {
    const target = targetRef.current;
    if (!target) return undefined;
    const source = new VectorSource();
    sourceRef.current = source;
    const first = valueRef.current[0];
    const center = first ?? DEFAULT_CENTER;
    // Tiles that cannot load (offline, blocked tile server) leave the plain background: the map still
    // takes clicks and shows its markers, and a note says why there is no background map.
    const tiles = new XYZ({ url: MAP_TILE_URL, crossOrigin: 'anonymous' });
    let tilesLoaded = false;
    let mounted = true;
    tiles.on('tileloadend', () => {
      tilesLoaded = true;
      if (mounted) setTilesMissing(false);
    });
    tiles.on('tileloaderror', () => {
      if (mounted && !tilesLoaded) setTilesMissing(true);
    });
    const map = new OlMap({
      target,
      layers: [new TileLayer({ source: tiles }), new VectorLayer({ source })],
      view: new View({ center: fromLonLat([center.lng, center.lat]), zoom: DEFAULT_ZOOM }),
    });
    map.on('click', (event) => {
      const [lng, lat] = toLonLat(event.coordinate);
      if (lng === undefined || lat === undefined) return;
      onChangeRef.current([...valueRef.current, { lat: roundCoordinate(lat), lng: roundCoordinate(lng) }]);
    });
    // The dialog may size the map after it mounted (opening animation, tab switch).
    const observer = new ResizeObserver(() => map.updateSize());
    observer.observe(target);
    return () => {
      mounted = false;
      observer.disconnect();
      map.setTarget(undefined);
      map.dispose();
      sourceRef.current = null;
    };
  }, []);

  useEffect(() => {
    const source = sourceRef.current;
    if (!source) return;
    source.clear();
    source.addFeatures(
      value.map((point, index) => {
        const feature = new Feature(new Point(fromLonLat([point.lng, point.lat])));
        feature.setStyle(markerStyle(index));
        return feature;
      }),
    );
  }, [value]);

  const handleRemove = (index: number) => onChange(value.filter((_, i) => i !== index));

  return (
    <div className="pp-location-picker">
      <div className="pp-location-picker__frame">
        <div
          ref={targetRef}
          className="pp-location-picker__map"
          style={{ height }}
          role="application"
          aria-label={label}
          data-testid="location-map"
        />
        {tilesMissing ? (
          <div className="pp-location-picker__notice" role="status" data-testid="map-tiles-missing">
            The map background could not load. You can still click to mark your locations.
          </div>
        ) : null}
      </div>
      <ol className="pp-location-picker__list" data-testid="location-markers" aria-label="Marked locations">
        {value.map((point, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: markers are identified by their position in the list
            key={`${index}-${point.lat}-${point.lng}`}
            className="pp-location-picker__item"
            data-testid="location-marker"
            data-lat={point.lat}
            data-lng={point.lng}
          >
            <span className="pp-location-picker__index">{index + 1}</span>
            <span className="pp-location-picker__coords">
              {point.lat.toFixed(4)}, {point.lng.toFixed(4)}
            </span>
            <Button
              variant="minimal"
              size="small"
              icon={<TrashIcon />}
              intent="danger"
              text="Remove"
              aria-label={`Remove location ${index + 1}`}
              onClick={() => handleRemove(index)}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}

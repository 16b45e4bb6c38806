import { ActionIcon, Alert, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.ts';

/** Document 3 section 9: scale 1 to 1.5, slider step 0.01, button step 1 (to either end), mask opacity 0.7, PNG. */
export const CROPPER = { minScale: 1, maxScale: 1.5, sliderStep: 0.01, buttonStep: 1, maskOpacity: 0.7, fileName: 'download.png' } as const;

const VIEW = 320;
const CROP = 260;
const MAX_OUTPUT = 3000;

interface Props {
  file: File | null;
  onCancel: () => void;
  onCropped: (file: File) => void;
  /** The cropped file's name and type; document 3's default is a PNG named download.png. */
  output?: { name: string; type: 'image/png' | 'image/jpeg' };
  /** Said above the picture: why it is to be cropped. */
  notice?: ReactNode;
  /** Offered beside Cancel: drop this picture and pick another. */
  onChooseAnother?: () => void;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Crops the chosen artwork to a square: drag to place it, zoom between 1 and 1.5, export as PNG. */
export function CoverCropper({ file, onCancel, onCropped, output = { name: CROPPER.fileName, type: 'image/png' }, notice, onChooseAnother }: Props) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [scale, setScale] = useState<number>(CROPPER.minScale);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; start: { x: number; y: number } } | null>(null);

  useEffect(() => {
    if (!file) return;
    setFailed(false);
    setScale(CROPPER.minScale);
    setOffset({ x: 0, y: 0 });
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => setImage(img);
    img.onerror = () => setFailed(true);
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // The image covers the crop square at scale 1; zooming enlarges it around the square's centre.
  const fit = image ? CROP / Math.min(image.naturalWidth, image.naturalHeight) : 1;
  const shown = image ? { width: image.naturalWidth * fit * scale, height: image.naturalHeight * fit * scale } : { width: 0, height: 0 };
  const limit = { x: Math.max(0, (shown.width - CROP) / 2), y: Math.max(0, (shown.height - CROP) / 2) };
  const place = { x: clamp(offset.x, -limit.x, limit.x), y: clamp(offset.y, -limit.y, limit.y) };

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context || !image) return;
    context.clearRect(0, 0, VIEW, VIEW);
    context.drawImage(image, VIEW / 2 - shown.width / 2 + place.x, VIEW / 2 - shown.height / 2 + place.y, shown.width, shown.height);
    const edge = (VIEW - CROP) / 2;
    context.fillStyle = `rgba(0, 0, 0, ${CROPPER.maskOpacity})`;
    context.fillRect(0, 0, VIEW, edge);
    context.fillRect(0, VIEW - edge, VIEW, edge);
    context.fillRect(0, edge, edge, CROP);
    context.fillRect(VIEW - edge, edge, edge, CROP);
    context.strokeStyle = 'rgba(255, 255, 255, 0.9)';
    context.strokeRect(edge + 0.5, edge + 0.5, CROP - 1, CROP - 1);
  }, [image, shown.width, shown.height, place.x, place.y]);

  const exportPng = () => {
    if (!image) return;
    const perShown = image.naturalWidth / shown.width;
    const side = Math.round(CROP * perShown);
    const size = Math.min(side, MAX_OUTPUT);
    const sourceX = (shown.width / 2 - place.x - CROP / 2) * perShown;
    const sourceY = (shown.height / 2 - place.y - CROP / 2) * perShown;
    const out = document.createElement('canvas');
    out.width = size;
    out.height = size;
    const context = out.getContext('2d');
    if (!context) return setFailed(true);
    context.drawImage(image, sourceX, sourceY, side, side, 0, 0, size, size);
    out.toBlob((blob) => blob && onCropped(new File([blob], output.name, { type: output.type })), output.type);
  };

  const zoom = (direction: 1 | -1) => setScale((value) => clamp(value + direction * CROPPER.buttonStep, CROPPER.minScale, CROPPER.maxScale));

  return (
    <Modal opened={file !== null} onClose={onCancel} title={t('cropper_title')} centered size="auto" transitionProps={{ duration: 500 }}>
      <Stack gap="sm" align="center" data-testid="cover-cropper">
        {notice && (
          <Alert color="yellow" variant="light" w={VIEW} maw="100%" data-testid="cropper-notice">
            {notice}
          </Alert>
        )}
        {failed ? (
          <Text c="red" role="alert">
            {t('cropper_image_error')}
          </Text>
        ) : (
          <canvas
            ref={canvas}
            width={VIEW}
            height={VIEW}
            style={{ cursor: 'grab', touchAction: 'none', borderRadius: 4, maxWidth: '100%' }}
            aria-label={t('cropper_drag_hint')}
            onPointerDown={(event) => {
              event.currentTarget.setPointerCapture(event.pointerId);
              drag.current = { x: event.clientX, y: event.clientY, start: place };
            }}
            onPointerMove={(event) => {
              if (drag.current) setOffset({ x: drag.current.start.x + event.clientX - drag.current.x, y: drag.current.start.y + event.clientY - drag.current.y });
            }}
            onPointerUp={() => (drag.current = null)}
          />
        )}
        <Text size="xs" c="dimmed">
          {t('cropper_drag_hint')}
        </Text>
        <Group w={VIEW} gap="xs" wrap="nowrap">
          <ActionIcon variant="default" aria-label={t('cropper_zoom_out')} onClick={() => zoom(-1)}>
            −
          </ActionIcon>
          <Slider
            style={{ flex: 1 }}
            min={CROPPER.minScale}
            max={CROPPER.maxScale}
            step={CROPPER.sliderStep}
            value={scale}
            onChange={setScale}
            label={(value) => `${Math.round(value * 100)}%`}
            aria-label={t('cropper_zoom')}
          />
          <ActionIcon variant="default" aria-label={t('cropper_zoom_in')} onClick={() => zoom(1)}>
            +
          </ActionIcon>
        </Group>
        <Group justify="flex-end" w="100%" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('action_cancel')}
          </Button>
          {onChooseAnother && (
            <Button variant="default" onClick={onChooseAnother} data-testid="cropper-choose-another">
              {t('rf_cover_choose_another')}
            </Button>
          )}
          <Button onClick={exportPng} disabled={!image || failed} data-testid="cropper-apply">
            {t('cropper_apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

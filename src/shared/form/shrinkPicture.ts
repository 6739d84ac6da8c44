/** The longest side of a picture scaled down before upload (a phone camera's photo has 4000 px and more). */
const LONGEST_SIDE = 2048;
const QUALITIES = [0.85, 0.7, 0.5];

function jpegOf(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * A picture of more than `maxBytes` scaled down in the browser to a JPEG of at most LONGEST_SIDE px on
 * its longest side and at most `maxBytes`, named like the original ('IMG_1.png' becomes 'IMG_1.jpg');
 * a smaller picture, or one the browser cannot read, comes back as it was (the form's check then says why).
 */
export async function shrinkPicture(file: File, maxBytes: number): Promise<File> {
  if (file.size <= maxBytes) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) return file;
  // JPEG has no transparency: a PNG's clear parts become white, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of QUALITIES) {
    const blob = await jpegOf(canvas, quality);
    if (blob && blob.size <= maxBytes) {
      return new File([blob], `${file.name.replace(/\.[^.]*$/, '')}.jpg`, { type: 'image/jpeg' });
    }
  }
  return file;
}

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectVideoFormat } from '../../../../src/lib/videos.ts';
import { mp4Bytes, webmBytes } from './menu-support.ts';

/** The meal form's videos are recognised by their bytes (apps/api/src/lib/videos.ts). */
describe('detectVideoFormat', () => {
  it.each(['isom', 'mp42', 'avc1', 'M4V '])('recognises an MP4 of brand %s', (brand) => {
    expect(detectVideoFormat(mp4Bytes(brand))).toBe('mp4');
  });

  it('recognises a WebM', () => {
    expect(detectVideoFormat(webmBytes())).toBe('webm');
  });

  it.each([
    ['a QuickTime movie', mp4Bytes('qt  ')],
    ['an AVIF picture (same box format)', mp4Bytes('avif')],
    ['a HEIC picture', mp4Bytes('heic')],
    ['a Matroska video that is not WebM', webmBytes('matroska')],
    ['text', new TextEncoder().encode('a video about burgers, honestly')],
    ['nothing at all', new Uint8Array()],
  ])('refuses %s', (_name, bytes) => {
    expect(detectVideoFormat(bytes)).toBeNull();
  });

  it('refuses a PNG, whatever it is called', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    expect(detectVideoFormat(png)).toBeNull();
  });

  it('refuses an MP4 cut short, or a file type box with nothing after it', () => {
    const whole = mp4Bytes();
    expect(detectVideoFormat(whole.subarray(0, whole.length - 5))).toBeNull();
    expect(detectVideoFormat(whole.subarray(0, 24))).toBeNull();
  });

  it('refuses an MP4 header followed by junk', () => {
    const junk = new TextEncoder().encode('<?php system($_GET["c"]); ?>');
    expect(detectVideoFormat(new Uint8Array([...mp4Bytes().subarray(0, 24), ...junk]))).toBeNull();
  });
});

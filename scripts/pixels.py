#!/usr/bin/env python3
"""Pixel checks for scripts/browser-check.sh (docs/cli.md, "Pictures").

Reads PNG screenshots with zlib alone (8-bit RGB or RGBA, not interlaced, as Chromium
and rsvg-convert write them) and answers one question per command:

  cells FILE RRGGBB      how many regions are filled with exactly that colour
                         (pixels of the colour joined side by side are one region)
  differ FILE FILE       exit 1 unless the two images differ in more than 1% of pixels
  edge FILE N            exit 1 unless the rightmost N columns are one colour (the page
                         background): nothing runs past the right edge
"""
import struct
import sys
import zlib


def read_png(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG")
    pos, chunks, header = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        pos += 12 + length
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace:
        sys.exit(f"{path}: unsupported PNG (depth {depth}, colour type {color}, interlace {interlace})")
    channels = 3 if color == 2 else 4
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows, previous, pos = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[pos]
        line = bytearray(raw[pos + 1:pos + 1 + stride])
        pos += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows


def cells(path, hexcolor):
    target = tuple(int(hexcolor[i:i + 2], 16) for i in (0, 2, 4))
    width, height, rows = read_png(path)
    seen = bytearray(width * height)
    count = 0
    for y in range(height):
        row = rows[y]
        for x in range(width):
            if row[x] != target or seen[y * width + x]:
                continue
            # A new region: mark every pixel of the colour joined to it (4-connected).
            count += 1
            seen[y * width + x] = 1
            stack = [(x, y)]
            while stack:
                cx, cy = stack.pop()
                for nx, ny in ((cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)):
                    if 0 <= nx < width and 0 <= ny < height and not seen[ny * width + nx] \
                            and rows[ny][nx] == target:
                        seen[ny * width + nx] = 1
                        stack.append((nx, ny))
    return count


def main():
    command = sys.argv[1]
    if command == "cells":
        print(cells(sys.argv[2], sys.argv[3].lstrip("#")))
    elif command == "differ":
        w1, h1, a = read_png(sys.argv[2])
        w2, h2, b = read_png(sys.argv[3])
        if (w1, h1) != (w2, h2):
            return 0
        changed = sum(1 for y in range(h1) for x in range(w1) if a[y][x] != b[y][x])
        print(changed)
        return 0 if changed > w1 * h1 // 100 else 1
    elif command == "edge":
        width, height, rows = read_png(sys.argv[2])
        n = int(sys.argv[3])
        colours = {rows[y][x] for y in range(height) for x in range(width - n, width)}
        print(" ".join("%02x%02x%02x" % c for c in sorted(colours)[:5]))
        return 0 if len(colours) == 1 else 1
    else:
        sys.exit(f"unknown command {command}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

//! Just enough of PNG to read a browser's screenshot with std only: 8-bit RGB or RGBA, not
//! interlaced, zlib-compressed (stored, fixed or dynamic Huffman blocks), all five row filters.

/// A decoded image: its width, height and each pixel's red, green and blue, row by row.
pub struct Image {
    pub width: usize,
    pub height: usize,
    pub pixels: Vec<[u8; 3]>,
}

/// Decodes `png`, or says what it cannot read.
pub fn decode(png: &[u8]) -> Result<Image, String> {
    if !png.starts_with(b"\x89PNG\r\n\x1a\n") {
        return Err("not a PNG file".to_string());
    }
    let (mut at, mut header, mut compressed) = (8, None, Vec::new());
    while at + 8 <= png.len() {
        let length = u32::from_be_bytes([png[at], png[at + 1], png[at + 2], png[at + 3]]) as usize;
        let kind = &png[at + 4..at + 8];
        let body = png
            .get(at + 8..at + 8 + length)
            .ok_or("a chunk runs past the end")?;
        match kind {
            b"IHDR" => header = Some(body.to_vec()),
            b"IDAT" => compressed.extend_from_slice(body),
            b"IEND" => break,
            _ => {}
        }
        at += 12 + length;
    }
    let header = header.ok_or("no IHDR chunk")?;
    let number =
        |i: usize| u32::from_be_bytes([header[i], header[i + 1], header[i + 2], header[i + 3]]) as usize;
    let (width, height) = (number(0), number(4));
    let channels = match (header[8], header[9], header[12]) {
        (8, 2, 0) => 3,
        (8, 6, 0) => 4,
        other => return Err(format!("unsupported depth, colour type, interlace {:?}", other)),
    };
    let raw = inflate(compressed.get(2..).ok_or("no zlib header")?)?;
    let rows = unfilter(&raw, width * channels, height, channels)?;
    let pixels = rows.chunks(channels).map(|p| [p[0], p[1], p[2]]).collect();
    Ok(Image {
        width,
        height,
        pixels,
    })
}

/// Undoes the row filters: each row is a filter byte and `stride` bytes.
fn unfilter(raw: &[u8], stride: usize, height: usize, bpp: usize) -> Result<Vec<u8>, String> {
    if raw.len() < height * (stride + 1) {
        return Err("the image data is short".to_string());
    }
    let mut out = vec![0u8; stride * height];
    for y in 0..height {
        let filter = raw[y * (stride + 1)];
        let line = &raw[y * (stride + 1) + 1..(y + 1) * (stride + 1)];
        for x in 0..stride {
            let a = if x >= bpp { out[y * stride + x - bpp] } else { 0 };
            let b = if y > 0 { out[(y - 1) * stride + x] } else { 0 };
            let c = if x >= bpp && y > 0 {
                out[(y - 1) * stride + x - bpp]
            } else {
                0
            };
            let predicted = match filter {
                0 => 0,
                1 => a,
                2 => b,
                3 => ((u16::from(a) + u16::from(b)) / 2) as u8,
                4 => paeth(a, b, c),
                f => return Err(format!("unknown row filter {}", f)),
            };
            out[y * stride + x] = line[x].wrapping_add(predicted);
        }
    }
    Ok(out)
}

fn paeth(a: u8, b: u8, c: u8) -> u8 {
    let p = i16::from(a) + i16::from(b) - i16::from(c);
    let (pa, pb, pc) = (
        (p - i16::from(a)).abs(),
        (p - i16::from(b)).abs(),
        (p - i16::from(c)).abs(),
    );
    if pa <= pb && pa <= pc {
        a
    } else if pb <= pc {
        b
    } else {
        c
    }
}

/// Reads bits least significant first, as deflate stores them.
struct Bits<'a> {
    data: &'a [u8],
    at: usize,
    bit: u32,
}

impl Bits<'_> {
    fn take(&mut self, n: u32) -> Result<u32, String> {
        let mut value = 0;
        for i in 0..n {
            let byte = *self.data.get(self.at).ok_or("the compressed data ends early")?;
            value |= u32::from(byte >> self.bit & 1) << i;
            self.bit += 1;
            if self.bit == 8 {
                self.bit = 0;
                self.at += 1;
            }
        }
        Ok(value)
    }
}

/// A canonical Huffman code: how many codes of each length, and the symbols in code order.
struct Huffman {
    counts: [u16; 16],
    symbols: Vec<u16>,
}

impl Huffman {
    fn new(lengths: &[u8]) -> Huffman {
        let mut counts = [0u16; 16];
        for &l in lengths {
            counts[l as usize] += 1;
        }
        counts[0] = 0;
        let mut symbols = Vec::new();
        for length in 1..16 {
            for (s, &l) in lengths.iter().enumerate() {
                if l as usize == length {
                    symbols.push(s as u16);
                }
            }
        }
        Huffman { counts, symbols }
    }

    fn decode(&self, bits: &mut Bits) -> Result<u16, String> {
        let (mut code, mut first, mut index) = (0i32, 0i32, 0i32);
        for length in 1..16 {
            code |= bits.take(1)? as i32;
            let count = i32::from(self.counts[length]);
            if code - first < count {
                return Ok(self.symbols[(index + code - first) as usize]);
            }
            index += count;
            first = (first + count) << 1;
            code <<= 1;
        }
        Err("a bad Huffman code".to_string())
    }
}

const LENGTH_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
    227, 258,
];
const LENGTH_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DISTANCE_BASE: [u16; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
    4097, 6145, 8193, 12289, 16385, 24577,
];
const DISTANCE_EXTRA: [u8; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];

/// Raw deflate data, uncompressed.
fn inflate(data: &[u8]) -> Result<Vec<u8>, String> {
    let mut bits = Bits { data, at: 0, bit: 0 };
    let mut out = Vec::new();
    loop {
        let last = bits.take(1)? == 1;
        match bits.take(2)? {
            0 => {
                // Stored: from the next byte, a length, its complement, the bytes.
                if bits.bit > 0 {
                    bits.bit = 0;
                    bits.at += 1;
                }
                let at = bits.at;
                let header = data.get(at..at + 4).ok_or("a stored block ends early")?;
                let length = usize::from(u16::from_le_bytes([header[0], header[1]]));
                out.extend_from_slice(
                    data.get(at + 4..at + 4 + length)
                        .ok_or("a stored block ends early")?,
                );
                bits.at = at + 4 + length;
            }
            1 => {
                let mut lengths = [8u8; 288];
                lengths[144..256].iter_mut().for_each(|l| *l = 9);
                lengths[256..280].iter_mut().for_each(|l| *l = 7);
                block(
                    &mut bits,
                    &mut out,
                    &Huffman::new(&lengths),
                    &Huffman::new(&[5; 30]),
                )?;
            }
            2 => {
                let (literals, distances) = dynamic_codes(&mut bits)?;
                block(&mut bits, &mut out, &literals, &distances)?;
            }
            _ => return Err("a reserved block type".to_string()),
        }
        if last {
            return Ok(out);
        }
    }
}

/// A dynamic block's two codes, themselves given by a code of code lengths.
fn dynamic_codes(bits: &mut Bits) -> Result<(Huffman, Huffman), String> {
    const ORDER: [usize; 19] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
    let literals = bits.take(5)? as usize + 257;
    let distances = bits.take(5)? as usize + 1;
    let code_lengths = bits.take(4)? as usize + 4;
    let mut lengths = [0u8; 19];
    for &i in ORDER.iter().take(code_lengths) {
        lengths[i] = bits.take(3)? as u8;
    }
    let code = Huffman::new(&lengths);
    let mut all: Vec<u8> = Vec::new();
    while all.len() < literals + distances {
        let (value, repeat) = match code.decode(bits)? {
            s @ 0..=15 => (s as u8, 1),
            16 => (
                *all.last().ok_or("a repeat with nothing before it")?,
                3 + bits.take(2)?,
            ),
            17 => (0, 3 + bits.take(3)?),
            _ => (0, 11 + bits.take(7)?),
        };
        all.extend(std::iter::repeat(value).take(repeat as usize));
    }
    Ok((
        Huffman::new(&all[..literals]),
        Huffman::new(&all[literals..literals + distances]),
    ))
}

/// One Huffman-coded block, up to its end symbol.
fn block(bits: &mut Bits, out: &mut Vec<u8>, literals: &Huffman, distances: &Huffman) -> Result<(), String> {
    loop {
        let symbol = literals.decode(bits)? as usize;
        if symbol < 256 {
            out.push(symbol as u8);
            continue;
        }
        if symbol == 256 {
            return Ok(());
        }
        let i = symbol - 257;
        let length = *LENGTH_BASE.get(i).ok_or("a bad length")? as usize
            + bits.take(u32::from(LENGTH_EXTRA[i]))? as usize;
        let d = distances.decode(bits)? as usize;
        let distance = *DISTANCE_BASE.get(d).ok_or("a bad distance")? as usize
            + bits.take(u32::from(DISTANCE_EXTRA[d]))? as usize;
        let start = out
            .len()
            .checked_sub(distance)
            .ok_or("a distance before the start")?;
        for k in 0..length {
            out.push(out[start + k]);
        }
    }
}

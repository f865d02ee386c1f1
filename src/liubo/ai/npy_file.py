"""numpy's ``.npz`` weights files read without numpy (for a Python that has none: the
browser edition's).

A ``.npz`` is a zip of ``.npy`` files; each is a short header (a Python literal giving the
element type, the order and the shape) and the elements' bytes. This reads the two kinds
the weights use: little-endian float64 arrays in C order, and a Unicode string scalar
(the description). Anything else raises ``ValueError`` naming what it found.
"""

from __future__ import annotations

import ast
import io
import struct
import zipfile
from dataclasses import dataclass

MAGIC = b"\x93NUMPY"
#: the float arrays read (numpy's element type: struct's byte order, code and size)
FLOATS = {
    "<f8": ("<", "d", 8),
    ">f8": (">", "d", 8),
    "<f4": ("<", "f", 4),
    ">f4": (">", "f", 4),
}


@dataclass(frozen=True)
class Array:
    """The elements of an array in C order, and its shape."""

    shape: tuple[int, ...]
    values: list[float]

    def rows(self) -> list[list[float]]:
        """A two-dimensional array as a list of its rows."""
        if len(self.shape) != 2:
            raise ValueError(f"an array of shape {self.shape} has no rows")
        width = self.shape[1]
        return [self.values[i : i + width] for i in range(0, len(self.values), width)]


def _header(data: bytes, name: str) -> tuple[dict[str, object], int]:
    if not data.startswith(MAGIC) or len(data) < 10:
        raise ValueError(f"{name} is not a .npy array")
    major = data[6]
    if major == 1:
        (length,), start = struct.unpack_from("<H", data, 8), 10
    elif major in (2, 3):
        (length,), start = struct.unpack_from("<I", data, 8), 12
    else:
        raise ValueError(f"{name}: .npy format version {major} is not known")
    text = data[start : start + length].decode("latin-1")
    header = ast.literal_eval(text)
    if not isinstance(header, dict) or not {"descr", "fortran_order", "shape"} <= set(header):
        raise ValueError(f"{name}: its header is not an array's")
    return header, start + length


def read_array(data: bytes, name: str = "array") -> Array | str:
    """A float64 array (an :class:`Array`) or a Unicode string from one ``.npy`` file."""
    header, at = _header(data, name)
    descr, shape = header["descr"], header["shape"]
    if not isinstance(shape, tuple) or not all(isinstance(n, int) and n >= 0 for n in shape):
        raise ValueError(f"{name}: its shape {shape!r} is not one")
    count = 1
    for n in shape:
        count *= n
    if descr in FLOATS and not header["fortran_order"]:
        order, code, size = FLOATS[descr]
        body = data[at : at + size * count]
        if len(body) != size * count:
            raise ValueError(f"{name} is cut short")
        return Array(shape, list(struct.unpack(f"{order}{count}{code}", body)))
    if isinstance(descr, str) and descr.startswith("<U") and shape == ():
        size = int(descr[2:])
        body = data[at : at + 4 * size]
        if len(body) != 4 * size:
            raise ValueError(f"{name} is cut short")
        return body.decode("utf-32-le").rstrip("\0")
    raise ValueError(f"{name}: arrays of {descr!r} are not read here")


def read_npz(data: bytes) -> dict[str, Array | str]:
    """Every array of a ``.npz`` file, by its name without ``.npy``."""
    out: dict[str, Array | str] = {}
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        for info in archive.infolist():
            if info.filename.endswith(".npy"):
                out[info.filename[:-4]] = read_array(archive.read(info), info.filename)
    return out

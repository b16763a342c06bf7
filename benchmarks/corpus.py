"""A deterministic corpus of Persian and English records for the benchmarks and tests.

Usage::

    python benchmarks/corpus.py OUT --records N [--format json|jsonl] [--seed S]

writes OUT (a JSON array, or JSON Lines) and ``OUT.planted.json``, the sidecar that lists
every planted pair so a test can measure the recall of the neighbour finder.

The mix, decided per record by a seeded ``random.Random``:

- about 75% unique records (a serial number in the title makes each one distinct),
- about 15% exact copies of an earlier unique record under a new doc_id and source_ref
  (class ``exact-copy`` in the sidecar),
- about 10% near-identical variants of an earlier unique record that differ by exactly
  one planted class of ``UNICODE.md`` (``line-ending``, ``persian-yeh``, ``persian-kaf``,
  ``canonical-equivalence``, ``zwnj``, ``edge-whitespace``, ``space-variant``,
  ``digit-system``, ``tatweel``, ``letter-case``) or by a small ``content-edit``
  (``V`` becomes ``mV``).

Every id is valid under both limits profiles (``seed`` and ``corpus``), every title is at
most 80 and every body at most 4,096 characters, so the seed's own validation accepts the
whole corpus and the faithful seed baseline can run on it.

Streaming: a record's content is rebuilt from its own seed whenever a copy or a variant
needs it, so only its serial (4 bytes) and the classes already planted from it are kept,
never the text itself.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import unicodedata
from array import array
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

__all__ = [
    "CLASSES",
    "CorpusStats",
    "Planted",
    "iter_corpus",
    "main",
    "write_corpus",
]

ZWNJ = "\N{ZERO WIDTH NON-JOINER}"
NBSP = "\N{NO-BREAK SPACE}"
TATWEEL = "\N{ARABIC TATWEEL}"
FARSI_YEH = "\N{ARABIC LETTER FARSI YEH}"
ARABIC_YEH = "\N{ARABIC LETTER YEH}"
KEHEH = "\N{ARABIC LETTER KEHEH}"
ARABIC_KAF = "\N{ARABIC LETTER KAF}"
PERSIAN_DIGITS = "۰۱۲۳۴۵۶۷۸۹"
TO_PERSIAN = str.maketrans("0123456789", PERSIAN_DIGITS)
TO_ASCII = str.maketrans(PERSIAN_DIGITS, "0123456789")

# Persian words written the way a careful Persian typist writes them: Farsi yeh and
# keheh, ZWNJ inside compounds (می‌شود, کتاب‌ها) and آ, which NFD decomposes, so each
# planted class has something to act on.
PERSIAN_WORDS = (
    "ولتاژ برحسب است حسگر راهنمای دستگاه اندازه‌گیری می‌شود نمی‌توان کتاب‌ها "
    "آزمایش آب آن آینده پژوهش گزارش سامانه کاربر داده‌ها فایل نسخه تاریخ شماره "
    "مقدار جریان مقاومت خروجی ورودی تنظیم کالیبره دقت خطا یک دو سه این که برای "
    "از به در با تا را های می‌کند شده‌است بررسی نتیجه پیشنهاد کیفیت زمان مکان "
    "شبکه رایانه نرم‌افزار سخت‌افزار پیکربندی کلید آغاز پایان ایران تهران دانشگاه "
    "کتابخانه بایگانی سند اسناد متن نویسنده ویرایش چاپ صفحه فصل بخش توضیح یادداشت "
    "آموزش دانشجو استاد کلاس درس امتحان پاسخ پرسش مسئله راه‌حل الگوریتم ساختار "
    "همه‌ی بی‌نظیر خانه‌ها پیام‌ها ارزیابی گزینه پیکره تکراری یکسان مشابه تفاوت"
).split()

ENGLISH_WORDS = (
    "voltage is measured in the sensor guide device reading value current "
    "resistance output input calibration accuracy error report system user data "
    "file version date number library archive document text author edition page "
    "chapter section note lecture student course exam answer question problem "
    "solution algorithm structure network computer software hardware configuration "
    "key start end quality time place review result proposal duplicate identical "
    "similar difference record corpus index entry summary abstract appendix table "
    "figure café naïve résumé coöperate façade déjà vu fiancée über Zürich Tehran "
    "Isfahan Shiraz University Library Museum Archive Press Journal Volume"
).split()

UNITS = ("V", "mV", "kV", "Hz", "kHz", "A", "mA", "W", "kW", "ms")

PERSIAN_UNIT_SENTENCE = "{name} برحسب {unit} است و مقدار آن {n} {unit} گزارش شده‌است."
ENGLISH_UNIT_SENTENCE = "The {name} is given in {unit} and the reading was {n} {unit}."
PERSIAN_NAMES = ("ولتاژ", "جریان", "توان", "فرکانس", "زمان پاسخ")
ENGLISH_NAMES = ("voltage", "current", "power", "frequency", "response time")

PERSIAN_TITLE_HEADS = ("راهنمای", "گزارش", "یادداشت", "پیوست", "نسخه‌ی", "بررسی")
ENGLISH_TITLE_HEADS = ("Guide to", "Report on", "Notes on", "Appendix:", "Review of")

# Dual-joining Arabic-script letters: a tatweel after one of them, before another
# letter, stretches a connection instead of breaking the word.
DUAL_JOINING = set("بپتثجچحخسشصضطظعغفقکگلمنهی")

CLASSES = (
    "line-ending",
    "persian-yeh",
    "persian-kaf",
    "canonical-equivalence",
    "zwnj",
    "edge-whitespace",
    "space-variant",
    "digit-system",
    "tatweel",
    "letter-case",
    "content-edit",
)

SHARE_COPY = 0.15
SHARE_VARIANT = 0.10
SENTENCE_POOL = 4096  # a power of two: indices are masked random bits
MEAN_BODY_BYTES = 1450  # with ~150 bytes of ids, title and keys: 100,000 records ≈ 165 MB
MAX_BODY_CHARS = 3800  # below the seed's 4,096 even after CRLF or NFD grows a variant
SENTENCES_PER_PARAGRAPH = 3


@dataclass(frozen=True)
class Planted:
    """One planted pair: ``doc_id_b`` was made from ``doc_id_a`` by ``cls`` in ``field``."""

    doc_id_a: str
    doc_id_b: str
    cls: str
    field: str

    def as_dict(self) -> dict[str, str]:
        return {"doc_id_a": self.doc_id_a, "doc_id_b": self.doc_id_b,
                "class": self.cls, "field": self.field}


@dataclass
class CorpusStats:
    """What :func:`write_corpus` wrote."""

    records: int = 0
    bytes: int = 0
    body_chars: int = 0
    body_bytes: int = 0
    kinds: Counter = field(default_factory=Counter)
    seconds: float = 0.0


# --- text -------------------------------------------------------------------------------


def _persian_sentence(rng: random.Random) -> str:
    """A Persian sentence: 6-14 words, sometimes a number in Persian digits, or a unit."""
    if rng.random() < 0.12:
        return PERSIAN_UNIT_SENTENCE.format(
            name=rng.choice(PERSIAN_NAMES), unit=rng.choice(UNITS),
            n=str(rng.randrange(1, 1000)).translate(TO_PERSIAN))
    words = rng.choices(PERSIAN_WORDS, k=rng.randrange(6, 15))
    if rng.random() < 0.3:
        words.insert(rng.randrange(len(words)), str(rng.randrange(1, 10000)).translate(TO_PERSIAN))
    return " ".join(words) + rng.choice((".", ".", ".", "؟", "!"))


def _english_sentence(rng: random.Random) -> str:
    """An English sentence: 6-16 words, capitalized, sometimes a number, or a unit."""
    if rng.random() < 0.12:
        return ENGLISH_UNIT_SENTENCE.format(
            name=rng.choice(ENGLISH_NAMES), unit=rng.choice(UNITS), n=rng.randrange(1, 1000))
    words = rng.choices(ENGLISH_WORDS, k=rng.randrange(6, 17))
    if rng.random() < 0.3:
        words.insert(rng.randrange(len(words)), str(rng.randrange(1, 10000)))
    words[0] = words[0][:1].upper() + words[0][1:]
    return " ".join(words) + rng.choice((".", ".", ".", "?", "!"))


class _Pools:
    """Per language, a fixed pool of sentences and their UTF-8 lengths.

    Bodies are drawn from pools (one ``choices`` call a record) rather than word by word,
    which is what makes a million records take seconds instead of minutes.
    """

    def __init__(self, seed: int) -> None:
        rng = random.Random(f"docdedup-corpus-pools-{seed}")
        self.sentences = {
            "fa": [_persian_sentence(rng) for _ in range(SENTENCE_POOL)],
            "en": [_english_sentence(rng) for _ in range(SENTENCE_POOL)],
        }
        self.lengths = {
            language: [len(s.encode("utf-8")) + 1 for s in pool]
            for language, pool in self.sentences.items()
        }


def _title(rng: random.Random, language: str, serial: int) -> str:
    """A title made unique by the record's serial number, at most 80 characters."""
    if language == "fa":
        words = " ".join(rng.choices(PERSIAN_WORDS, k=rng.randrange(1, 4)))
        return f"{rng.choice(PERSIAN_TITLE_HEADS)} {words} {str(serial).translate(TO_PERSIAN)}"
    words = " ".join(rng.choices(ENGLISH_WORDS, k=rng.randrange(1, 4)))
    return f"{rng.choice(ENGLISH_TITLE_HEADS)} {words} {serial}"


def _draw_indices(rng: random.Random, count: int) -> array:
    """``count`` sentence indices from one ``randbytes`` call.

    ``choices`` costs a Python-level ``random()`` per item, the bulk of the run time;
    16 random bits per index, masked to the pool size, are drawn at C speed. The byte
    order is fixed so the corpus is the same on every machine.
    """
    indices = array("H", rng.randbytes(2 * count))
    if sys.byteorder == "big":
        indices.byteswap()
    mask = SENTENCE_POOL - 1
    return array("H", [index & mask for index in indices])


def _body(rng: random.Random, pools: _Pools, language: str) -> str:
    """A body of paragraphs separated by LF, about MEAN_BODY_BYTES of UTF-8 on average."""
    target = rng.randrange(400, 2 * MEAN_BODY_BYTES - 400)
    sentences, lengths = pools.sentences[language], pools.lengths[language]
    chosen: list[str] = []
    size = 0
    for index in _draw_indices(rng, 64):
        chosen.append(sentences[index])
        size += lengths[index]
        if size >= target and len(chosen) > SENTENCES_PER_PARAGRAPH:
            break
    paragraphs = [
        " ".join(chosen[i:i + SENTENCES_PER_PARAGRAPH])
        for i in range(0, len(chosen), SENTENCES_PER_PARAGRAPH)
    ]
    return "\n".join(paragraphs)[:MAX_BODY_CHARS]


def _content(seed: int, serial: int, pools: _Pools) -> tuple[str, str, str]:
    """(language, title, body) of the unique record ``serial``, rebuilt from its own seed."""
    rng = random.Random((seed << 32) | serial)
    language = "fa" if rng.random() < 0.5 else "en"
    return language, _title(rng, language, serial), _body(rng, pools, language)


# --- ids --------------------------------------------------------------------------------

SOURCES = ("library-a", "crawl-2023", "scan-box7", "mirror-eu", "inbox", "legacy-cms")


def _doc_id(seed: int, serial: int) -> str:
    """A unique, unordered-looking id: an odd multiplier mod 2**32 is a bijection."""
    return f"doc-{(serial * 0x9E3779B1 + seed * 0x85EBCA6B) & 0xFFFFFFFF:08x}"


def _source_ref(serial: int, salt: int) -> str:
    """Provenance that differs between a record and its copies (valid in both profiles)."""
    return f"{SOURCES[(serial + salt) % len(SOURCES)]}_{serial:07d}"


# --- planted classes ----------------------------------------------------------------------
# Each edit returns the changed text, or None when the class has nothing to act on.


def _replace_one(text: str, old: str, new: str, rng: random.Random) -> str | None:
    """Replace one randomly chosen occurrence of ``old``."""
    count = text.count(old)
    if count == 0:
        return None
    start = -1
    for _ in range(rng.randrange(count) + 1):
        start = text.index(old, start + 1)
    return text[:start] + new + text[start + len(old):]


def _line_ending(text: str, rng: random.Random) -> str | None:
    return text.replace("\n", "\r\n") if "\n" in text else None


def _canonical(text: str, rng: random.Random) -> str | None:
    # The whole field in NFD, as a file saved on macOS would be: still one class.
    decomposed = unicodedata.normalize("NFD", text)
    return decomposed if decomposed != text else None


def _edge_whitespace(text: str, rng: random.Random) -> str | None:
    return text + " "


def _digit_system(text: str, rng: random.Random) -> str | None:
    """Convert one run of digits between Persian and ASCII."""
    runs = [i for i, ch in enumerate(text)
            if ch.isdecimal() and (i == 0 or not text[i - 1].isdecimal())]
    if not runs:
        return None
    start = rng.choice(runs)
    end = start
    while end < len(text) and text[end].isdecimal():
        end += 1
    run = text[start:end]
    converted = run.translate(TO_ASCII if run[0] in PERSIAN_DIGITS else TO_PERSIAN)
    return text[:start] + converted + text[end:]


def _tatweel(text: str, rng: random.Random) -> str | None:
    spots = [i + 1 for i in range(len(text) - 1)
             if text[i] in DUAL_JOINING and "\u0620" <= text[i + 1] <= "\u06d3"]
    if not spots:
        return None
    at = rng.choice(spots)
    return text[:at] + TATWEEL + text[at:]


def _letter_case(text: str, rng: random.Random) -> str | None:
    """Swap the case of the first letter of one ASCII word (``V`` and ``v`` too)."""
    starts = [i for i, ch in enumerate(text)
              if ch.isascii() and ch.isalpha() and (i == 0 or text[i - 1] == " ")]
    if not starts:
        return None
    at = rng.choice(starts)
    return text[:at] + text[at].swapcase() + text[at + 1:]


def _content_edit(text: str, rng: random.Random) -> str | None:
    edited = _replace_one(text, " V ", " mV ", rng)
    if edited is None and text.endswith("."):
        edited = text[:-1] + "!"
    return edited


EDITS: dict[str, Callable[[str, random.Random], str | None]] = {
    "line-ending": _line_ending,
    "persian-yeh": lambda text, rng: _replace_one(text, FARSI_YEH, ARABIC_YEH, rng),
    "persian-kaf": lambda text, rng: _replace_one(text, KEHEH, ARABIC_KAF, rng),
    "canonical-equivalence": _canonical,
    "zwnj": lambda text, rng: _replace_one(text, ZWNJ, "", rng),
    "edge-whitespace": _edge_whitespace,
    "space-variant": lambda text, rng: _replace_one(text, " ", NBSP, rng),
    "digit-system": _digit_system,
    "tatweel": _tatweel,
    "letter-case": _letter_case,
    "content-edit": _content_edit,
}


def _plant(rng: random.Random, title: str, body: str, used: set[str]):
    """Apply one class not yet ``used`` for this source; (class, field, title, body) or None.

    A class is used once per source record, so two variants never come out identical.
    """
    for cls in rng.sample(CLASSES, len(CLASSES)):
        if cls in used:
            continue
        fields = ("title", "body") if rng.random() < 0.2 else ("body", "title")
        for name in fields:
            edited = EDITS[cls](title if name == "title" else body, rng)
            if edited is not None:
                used.add(cls)
                return (cls, name, edited, body) if name == "title" else (cls, name, title, edited)
    return None


# --- the stream ---------------------------------------------------------------------------


def iter_corpus(records: int, *, seed: int = 0) -> Iterator[tuple[dict[str, str], Planted | None]]:
    """Yield ``records`` records, each with the pair it plants (None for a unique record).

    Deterministic for a given ``(records, seed)``; memory grows by a few bytes per unique
    record only.
    """
    rng = random.Random(seed)
    pools = _Pools(seed)
    uniques = array("I")  # serials of the unique records, the sources of copies/variants
    used_classes: dict[int, set[str]] = {}
    for serial in range(records):
        roll = rng.random()
        planted = None
        if uniques and roll < SHARE_COPY + SHARE_VARIANT:
            source = uniques[rng.randrange(len(uniques))]
            language, title, body = _content(seed, source, pools)
            cls, name = "exact-copy", ""
            if roll >= SHARE_COPY:
                change = _plant(rng, title, body, used_classes.setdefault(source, set()))
                if change is not None:
                    cls, name, title, body = change
            planted = Planted(_doc_id(seed, source), _doc_id(seed, serial), cls, name)
        else:
            uniques.append(serial)
            language, title, body = _content(seed, serial, pools)
        record = {"doc_id": _doc_id(seed, serial),
                  "source_ref": _source_ref(serial, 0 if planted is None else 1 + serial % 5),
                  "language": language, "title": title, "body": body}
        yield record, planted


def _planted_path(out: Path) -> Path:
    return out.with_name(out.name + ".planted.json")


def write_corpus(
    out: str | Path, records: int, *, seed: int = 0, fmt: str = "json", name: str | None = None
) -> CorpusStats:
    """Write the corpus to ``out`` (``json`` array or ``jsonl``) and its planted sidecar.

    Both files are written as they are generated, never held in memory. ``name`` is the
    corpus file name the sidecar records (default ``out``'s), for a caller that writes
    under a temporary name and renames afterwards.
    """
    if fmt not in ("json", "jsonl"):
        raise ValueError(f"format must be 'json' or 'jsonl', not {fmt!r}")
    out = Path(out)
    stats = CorpusStats()
    started = time.perf_counter()
    buffer = 1 << 20
    # One encoder for all records: json.dumps with any option builds a new one per call.
    encode = json.JSONEncoder(ensure_ascii=False).encode
    with open(out, "w", encoding="utf-8", newline="\n", buffering=buffer) as data, \
            open(_planted_path(out), "w", encoding="utf-8", newline="\n") as sidecar:
        sidecar.write(f'{{"corpus": {json.dumps(name or out.name)}, "seed": {seed}, '
                      f'"records": {records}, "pairs": [\n')
        data.write("[\n" if fmt == "json" else "")
        separator = ",\n" if fmt == "json" else "\n"
        first_pair = True
        for number, (record, planted) in enumerate(iter_corpus(records, seed=seed)):
            if number and fmt == "json":
                data.write(separator)
            data.write(encode(record))
            if fmt == "jsonl":
                data.write("\n")
            _count(stats, record, planted)
            if planted is not None:
                sidecar.write(("" if first_pair else ",\n")
                              + encode(planted.as_dict()))
                first_pair = False
        data.write("\n]\n" if fmt == "json" else "")
        sidecar.write(f'\n], "counts": {json.dumps(dict(sorted(stats.kinds.items())))}}}\n')
    stats.bytes = out.stat().st_size
    stats.seconds = time.perf_counter() - started
    return stats


def _count(stats: CorpusStats, record: dict[str, str], planted: Planted | None) -> None:
    stats.records += 1
    body = record["body"]
    stats.body_chars += len(body)
    stats.body_bytes += len(body.encode("utf-8"))
    stats.kinds["unique" if planted is None else planted.cls] += 1


def main(argv: list[str] | None = None) -> int:
    """The command line: generate a corpus and print what was written."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="the corpus file to write")
    parser.add_argument("--records", type=int, required=True, help="how many records")
    parser.add_argument("--format", choices=("json", "jsonl"), default="json")
    parser.add_argument("--seed", type=int, default=0, help="same seed, same bytes (default 0)")
    args = parser.parse_args(argv)
    if args.records < 1:
        parser.error("--records must be at least 1")
    stats = write_corpus(args.out, args.records, seed=args.seed, fmt=args.format)
    print(f"{args.out}: {stats.records:,} records, {stats.bytes:,} bytes "
          f"({stats.bytes / 1e6:.1f} MB), mean body {stats.body_chars / stats.records:,.0f} "
          f"characters / {stats.body_bytes / stats.records:,.0f} UTF-8 bytes, "
          f"{stats.seconds:.1f} s", file=sys.stderr)
    print("  " + ", ".join(f"{kind} {count:,}" for kind, count in sorted(stats.kinds.items())),
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

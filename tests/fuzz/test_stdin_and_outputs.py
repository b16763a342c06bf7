"""Standard input and the output gate, under any bytes.

- **Standard input**: any bytes given as ``-`` to ``group`` and ``chars`` give exactly what the
  same bytes give as a file (the output byte for byte, the same problems with the name
  ``<stdin>``), exit 0 or 1, and never a traceback.
- **The output gate**: ``-o`` onto a file holding any bytes, reached by its own name, a
  symbolic link, a hard link or a ``..`` path, replaces it only when it is empty or an
  output of the same command; the corpus is never touched, and a refusal is a sentence.
"""

from __future__ import annotations

import io
import os
import sys

from hypothesis import event, given
from hypothesis import strategies as st

from core.cli import main
from tests.fuzz.settings import count, fuzz_settings

RECORD = b'{"doc_id": "a", "source_ref": "r", "language": "en", "title": "t", "body": "b\\u202e"}'
PIECES = [RECORD, b"[", b"]", b",", b"\n", b"\r\n", b"\xef\xbb\xbf", b"{", b"}", b'"', b"\xff", b"\x00",
          b'"doc_id": "a"', b"NaN", b"9" * 40]


@st.composite
def input_bytes(draw) -> bytes:
    """A few records (JSON Lines or an array) with pieces spliced in anywhere."""
    records = [RECORD.replace(b'"a"', b'"a%d"' % n) for n in range(draw(st.integers(0, 4)))]
    data = b"\n".join(records) + b"\n" if draw(st.booleans()) else b"[" + b",".join(records) + b"]"
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, len(data)))
        piece = draw(st.one_of(st.sampled_from(PIECES), st.binary(max_size=8)))
        data = data[:at] + piece + data[at + draw(st.integers(0, 6)):]
    return data


def _run(argv, capsys, stdin=None, monkeypatch=None):
    wrapper = None
    if stdin is not None:
        wrapper = io.TextIOWrapper(stdin)
        monkeypatch.setattr(sys, "stdin", wrapper)
    try:
        status = main([str(part) for part in argv])
    finally:
        if wrapper is not None:
            wrapper.detach()  # the file is closed by its own ``with``
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@fuzz_settings(examples=25)
@given(data=input_bytes(), command=st.sampled_from([["group"], ["group", "--format", "csv"], ["chars"]]))
def test_standard_input_reads_as_the_same_bytes_in_a_file(tmp_path_factory, capsys, monkeypatch, data,
                                                          command):
    count("stdin: group and chars")
    path = tmp_path_factory.mktemp("stdin") / "in.json"
    path.write_bytes(data)
    from_file = _run([*command[:1], path, *command[1:]], capsys)
    with open(path, "rb") as redirected:
        with monkeypatch.context() as patch:
            from_stdin = _run([*command[:1], "-", *command[1:]], capsys, redirected, patch)
    assert from_file[0] in (0, 1) and "Traceback" not in from_file[2] + from_stdin[2]
    assert from_stdin[0] == from_file[0]
    if command[0] == "group":  # the report names no file: the same bytes
        assert from_stdin[1] == from_file[1]
    else:  # a character's first place names the file (standard input has no columns to reread)
        assert from_stdin[1].count("\n") == from_file[1].count("\n")
    said = [line.split(": ", 1)[-1] for line in from_stdin[2].splitlines()]
    assert said == [line.split(": ", 1)[-1] for line in from_file[2].splitlines()]
    event(f"status {from_file[0]}")


COMMANDS = {
    "group": lambda corpus, out: ["group", corpus, "-o", out],
    "chars": lambda corpus, out: ["chars", corpus, "--format", "csv", "-o", out],
}


KNOWN_STARTS = [b"", b"group,representative,candidate_digest,", b'{\n  "contract": "x",\n  "limits": 1',
                b"code_point,name,kind,", b"3 records: "]
SPELLINGS = ["itself", "symlink", "hardlink", "dotdot", "corpus-symlink", "corpus-dotdot"]


@fuzz_settings(examples=25)
@given(existing=st.one_of(st.binary(max_size=64), st.sampled_from(KNOWN_STARTS)),
       spelling=st.sampled_from(SPELLINGS), command=st.sampled_from(sorted(COMMANDS)))
def test_an_output_replaces_only_its_own_kind_and_never_the_corpus(tmp_path_factory, capsys, existing,
                                                                  spelling, command):
    count("output gate")
    folder = tmp_path_factory.mktemp("gate")
    (folder / "sub").mkdir()
    corpus = folder / "corpus.jsonl"
    corpus.write_bytes(RECORD + b"\n")
    target = folder / "out.txt"
    target.write_bytes(existing)
    named = {"itself": target, "symlink": folder / "link", "hardlink": folder / "hard",
             "dotdot": folder / "sub" / ".." / "out.txt", "corpus-symlink": folder / "link",
             "corpus-dotdot": folder / "sub" / ".." / "corpus.jsonl"}[spelling]
    if spelling in ("symlink", "corpus-symlink"):
        named.symlink_to(corpus if spelling.startswith("corpus") else target)
    elif spelling == "hardlink":
        os.link(target, named)
    status, _out, err = _run(COMMANDS[command](corpus, named), capsys)
    assert corpus.read_bytes() == RECORD + b"\n"
    assert "Traceback" not in err
    if spelling.startswith("corpus"):
        assert status == 1 and "onto the input file" in err
    elif status == 1:
        assert err.startswith("docdedup: refusing to replace ") and target.read_bytes() == existing
    else:  # through a hard link the name written is a new file (an atomic rename); the other keeps its bytes
        assert named.read_bytes() != existing
    event(f"{spelling}: {'refused' if status else 'written'}")

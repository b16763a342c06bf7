"""How the CLI stops: a bad or silent scheduler, SIGTERM and Ctrl-C, standard output full or gone.

Every run that could hang is a subprocess with a timeout. Servers listen on 127.0.0.1 only.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from core.cli import main
from core.engines.scheduler import SchedulerAddress, Unreachable, parse_scheduler, probe
from tests.helpers import RECORD_A, RECORD_B, write_json

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT = 120  # seconds, for a run that must end by itself
FULL = "docdedup: cannot write to standard output: No space left on device\n"


def _env(tmp: Path) -> dict:
    return dict(os.environ, PYTHONIOENCODING="utf-8", TMPDIR=str(tmp))


# --------------------------------------------------------------------- scheduler addresses

@pytest.mark.parametrize(("address", "why"), [
    ("garbage", "it has no port number"),
    ("tcp://", "it has no port number"),
    ("tls://\N{HORIZONTAL ELLIPSIS}", "it has no port number"),
    (":::", "an IPv6 address is written in brackets"),
    ("tcp://:8786", "it has no host"),
    ("ws://host:8786", "the protocol 'ws' is not one of tcp, tls"),
    ("tcp://host:0", "'0' is not a port number (1 to 65535)"),
    ("tcp://host:99999", "'99999' is not a port number (1 to 65535)"),
    ("tcp://[::1]:x", "'x' is not a port number"),
    ("tcp://[nope]:1", "the brackets hold no IPv6 address"),
    ("tcp://a b:1", "'a b' is not a host name or an IP address"),
])
def test_an_address_that_cannot_be_a_scheduler_is_a_usage_error(address, why, capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["group", "a.jsonl", "--engine", "dask", "--scheduler", address])
    assert stopped.value.code == 2
    error = capsys.readouterr().err
    assert f"argument --scheduler: {address!r} is not a scheduler address: {why}" in error
    assert "Traceback" not in error


@pytest.mark.parametrize(("text", "expected"), [
    ("tcp://127.0.0.1:8786", SchedulerAddress("tcp", "127.0.0.1", 8786)),
    ("127.0.0.1:8786", SchedulerAddress("tcp", "127.0.0.1", 8786)),
    ("TCP://[::1]:8786", SchedulerAddress("tcp", "::1", 8786)),
    ("tls://scheduler.example.org:8786", SchedulerAddress("tls", "scheduler.example.org", 8786)),
    ("localhost:1", SchedulerAddress("tcp", "localhost", 1)),
])
def test_real_addresses_are_taken_as_dask_writes_them(text, expected):
    assert parse_scheduler(text) == expected
    assert parse_scheduler(str(expected)) == expected


@pytest.mark.parametrize("value", ["0", "-1", "nan", "inf", "soon"])
def test_a_timeout_is_a_positive_number_of_seconds(value, capsys):
    with pytest.raises(SystemExit):
        main(["group", "a.jsonl", "--engine", "dask", "--timeout", value])
    error = capsys.readouterr().err
    assert f"argument --timeout: expected seconds above 0, at most a day, got {value!r}" in error


def _free_port() -> int:
    with socket.socket() as probe_socket:
        probe_socket.bind(("127.0.0.1", 0))
        return probe_socket.getsockname()[1]


def test_nothing_listening_is_said_at_once(tmp_path, capsys):
    port = _free_port()
    started = time.monotonic()
    with pytest.raises(Unreachable, match="nothing is listening there"):
        probe(SchedulerAddress("tcp", "127.0.0.1", port), 30)
    shard = write_json(tmp_path / "a.jsonl", [RECORD_A], lines=True)
    assert main(["group", str(shard), "--engine", "dask", "--scheduler", f"tcp://127.0.0.1:{port}"]) == 1
    assert capsys.readouterr().err == (f"docdedup: cannot reach the Dask scheduler tcp://127.0.0.1:{port}: "
                                       "nothing is listening there\n")
    assert time.monotonic() - started < 10  # was a minute of Dask's retries


@pytest.fixture
def silent_server():
    """A server on 127.0.0.1 that accepts every connection and never says a word."""
    server = socket.create_server(("127.0.0.1", 0))
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        server.settimeout(0.1)
        while not stop.is_set():
            try:
                held.append(server.accept()[0])
            except TimeoutError:
                continue
            except OSError:
                return

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield server.getsockname()[1]
    stop.set()
    thread.join()
    for connection in held:
        connection.close()
    server.close()


@pytest.mark.parametrize("protocol", ["tcp", "tls"])
def test_a_scheduler_that_accepts_and_never_answers_is_said_in_time(silent_server, tmp_path, capsys,
                                                                    protocol):
    """Silent past 300 s over tcp://. Over tls:// the client speaks first: a server that takes its
    hello and stays silent is said too (Dask's client said "TLS expects a `ssl_context`..." without
    TLS settings, and with them its own words after the timeout)."""
    shard = write_json(tmp_path / "a.jsonl", [RECORD_A], lines=True)
    address = f"{protocol}://127.0.0.1:{silent_server}"
    started = time.monotonic()
    status = main(["group", str(shard), "--engine", "dask", "--scheduler", address, "--timeout", "1.5"])
    took = time.monotonic() - started
    assert status == 1
    assert capsys.readouterr().err == (
        f"docdedup: cannot reach the Dask scheduler {address}: it accepted the "
        "connection but said nothing within 1.5 s; no Dask scheduler answers there\n")
    assert 1.4 < took < 10


# A TLS record (content type 21, version 3.3, 2 bytes): the alert "handshake failure", fatal.
_TLS_ALERT = bytes([21, 3, 3, 0, 2, 2, 40])


@pytest.fixture
def answering_server():
    """A server that answers each connection's first bytes with ``reply`` (None: closes at once)."""
    server = socket.create_server(("127.0.0.1", 0))
    server.settimeout(10)
    reply: list[bytes | None] = [None]

    def answer() -> None:
        try:
            connection = server.accept()[0]
        except OSError:
            return
        with connection:
            connection.recv(4096)  # the client's hello
            if reply[0] is not None:
                connection.sendall(reply[0])

    thread = threading.Thread(target=answer, daemon=True)
    yield server.getsockname()[1], reply, thread
    thread.join(10)
    server.close()


def test_a_tls_server_that_refuses_the_hello_answered_and_is_left_to_dask(answering_server):
    """A TLS scheduler that wants a client certificate answers a probe without one by an alert:
    that is an answer, not silence (the Dask client, given its TLS settings, may be let in)."""
    port, reply, thread = answering_server
    reply[0] = _TLS_ALERT
    thread.start()
    started = time.monotonic()
    probe(SchedulerAddress("tls", "127.0.0.1", port), 5)
    assert time.monotonic() - started < 4


def test_a_tls_server_that_closes_at_once_is_said(answering_server):
    port, _reply, thread = answering_server
    thread.start()
    with pytest.raises(Unreachable, match="it closed the connection at once; no Dask scheduler answers"):
        probe(SchedulerAddress("tls", "127.0.0.1", port), 5)


@pytest.fixture
def tls_silent_server(tmp_path):
    """A TLS server on 127.0.0.1 that completes every handshake, then never says a word."""
    import shutil
    import ssl

    if shutil.which("openssl") is None:
        pytest.skip("needs the openssl command to make a certificate")
    key, cert = tmp_path / "key.pem", tmp_path / "cert.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert,
                    "-days", "1", "-subj", "/CN=localhost"], check=True, capture_output=True)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    server = socket.create_server(("127.0.0.1", 0))
    server.settimeout(10)
    held: list[socket.socket] = []

    def accept() -> None:
        try:
            connection = server.accept()[0]
            held.append(context.wrap_socket(connection, server_side=True))  # the handshake, then silence
        except OSError:
            return

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield server.getsockname()[1]
    thread.join(10)
    for connection in held:
        connection.close()
    server.close()


def test_a_tls_server_that_shakes_hands_and_then_says_nothing_is_said_in_time(tls_silent_server):
    """A TLS server, not a Dask scheduler: it answers the hello, but no scheduler's first words follow."""
    started = time.monotonic()
    with pytest.raises(Unreachable, match=r"it accepted the connection but said nothing within 1\.5 s"):
        probe(SchedulerAddress("tls", "127.0.0.1", tls_silent_server), 1.5)
    assert 1.4 < time.monotonic() - started < 10


# --------------------------------------------------------------------- standard output

def _run(args, tmp: Path, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "core.cli", *map(str, args)], cwd=ROOT, env=_env(tmp),
                          capture_output="stdout" not in kwargs, timeout=TIMEOUT, check=False, **kwargs)


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    """Enough groups that their output is larger than any pipe's buffer (a few MB)."""
    folder = tmp_path_factory.mktemp("corpus")
    records = [dict(RECORD_A, doc_id=f"D{n}", body=f"{RECORD_A['body']} {n // 2}") for n in range(40_000)]
    return write_json(folder / "corpus.jsonl", records, lines=True)


@pytest.mark.parametrize("command", [
    ["group", "CORPUS"], ["group", "CORPUS", "--format", "jsonl"], ["group", "CORPUS", "--format", "csv"],
    ["review", "status", "CORPUS", "--groups-only"], ["review", "export", "CORPUS", "--format", "csv"],
    ["explain", "CORPUS", "D0", "D1"],
])
def test_standard_output_on_a_full_disk_is_a_sentence(command, corpus, tmp_path):
    with open("/dev/full", "wb") as full:
        ran = subprocess.run([sys.executable, "-m", "core.cli", *(str(corpus) if c == "CORPUS" else c
                                                                   for c in command)],
                             cwd=ROOT, env=_env(tmp_path), stdout=full, stderr=subprocess.PIPE, text=True,
                             timeout=TIMEOUT, check=False)
    assert (ran.returncode, ran.stderr) == (1, FULL)


@pytest.mark.parametrize("format", ["json", "jsonl", "csv"])
def test_a_reader_that_leaves_early_ends_the_run_quietly(format, corpus, tmp_path):
    """``docdedup group CORPUS | head -1``: the status of a tool ended by SIGPIPE, and not a word."""
    process = subprocess.Popen([sys.executable, "-m", "core.cli", "group", str(corpus), "--format", format],
                               cwd=ROOT, env=_env(tmp_path), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    first = process.stdout.readline()
    process.stdout.close()  # as head does after its line
    error = process.stderr.read().decode()
    process.stderr.close()
    assert process.wait(TIMEOUT) == 141
    assert first and error == ""


def test_a_reader_that_leaves_early_through_a_shell_pipe(corpus, tmp_path):
    shell = f"{sys.executable} -m core.cli group {corpus} | head -1; echo ${{PIPESTATUS[0]}}"
    ran = subprocess.run(["bash", "-c", shell], cwd=ROOT, env=_env(tmp_path), capture_output=True, text=True,
                         timeout=TIMEOUT, check=False)
    assert ran.stdout.splitlines() == ["{", "141"]
    assert ran.stderr == ""


# --------------------------------------------------------------------- SIGTERM and Ctrl-C

def _descendants(root: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            children.setdefault(int(stat.rsplit(")", 1)[1].split()[1]), []).append(int(entry))
    found, todo = [], [root]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def _running(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
    except OSError:
        return False


# A run whose output is written slowly, one range at a time, saying when it starts writing:
# the signal then arrives while the temporary file beside the output exists.
SLOW_WRITER = """
import sys, time
import core.output.report_writer as reports
write = reports.ReportWriter.write
def slow(self, groups):
    print("writing", file=sys.stderr, flush=True)
    time.sleep(0.5)
    return write(self, groups)
reports.ReportWriter.write = slow
from core.cli import main
sys.exit(main(["group", *sys.argv[1:]]))
"""


def _stopped(args, tmp: Path, *, ready, sig: int, script: str | None = None) -> tuple[int, str, list[int]]:
    """Run the CLI, wait until ``ready()``, send ``sig``: (status, stderr, processes still running).

    SIGINT goes to the whole process group, as a terminal's Ctrl-C does; SIGTERM to the
    CLI's process alone, as ``kill PID`` does.
    """
    command = [sys.executable, *(["-c", script] if script else ["-m", "core.cli"]), *map(str, args)]
    process = subprocess.Popen(command, cwd=ROOT, env=_env(tmp), stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, start_new_session=True)
    try:
        deadline = time.monotonic() + TIMEOUT
        while not ready(process):
            assert process.poll() is None and time.monotonic() < deadline, "the run ended before the signal"
            time.sleep(0.02)
        children = _descendants(process.pid)
        if sig == signal.SIGINT:
            os.killpg(process.pid, sig)
        else:
            process.send_signal(sig)
        error = process.stderr.read().decode()
        status = process.wait(TIMEOUT)
        deadline = time.monotonic() + 10
        while any(map(_running, children)) and time.monotonic() < deadline:
            time.sleep(0.05)
        return status, error, [pid for pid in children if _running(pid)]
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        process.stderr.close()


def _says(line: str):
    """``ready`` once the run wrote ``line`` on stderr (read byte by byte, so nothing is lost)."""
    seen = bytearray()

    def ready(process) -> bool:
        while not seen.endswith(line.encode()):
            byte = process.stderr.read(1)
            if not byte:
                return False
            seen.extend(byte)
        return True
    return ready


@pytest.fixture(scope="module")
def large_corpus(tmp_path_factory) -> Path:
    """Over 16 MB, so ``group --jobs 2`` shares it between two processes."""
    folder = tmp_path_factory.mktemp("large")
    padding = "x" * 300
    with open(folder / "large.jsonl", "w", encoding="utf-8") as out:
        for n in range(80_000):
            record = dict(RECORD_B, doc_id=f"L{n}", body=f"{n % 9000} {padding}")
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
    return folder / "large.jsonl"


STATUS = {signal.SIGINT: 130, signal.SIGTERM: 143}
SAID = {signal.SIGINT: "docdedup: interrupted\n", signal.SIGTERM: "docdedup: terminated\n"}


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_during_group_jobs_leaves_no_folder_and_no_process(sig, large_corpus, tmp_path):
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    output = tmp_path / "out" / "groups.json"
    output.parent.mkdir()

    def exchanging(process) -> bool:
        return any(temporary.glob("docdedup-group-*"))

    status, error, left = _stopped(["group", large_corpus, "--jobs", "2", "-o", output], temporary,
                                   ready=exchanging, sig=sig)
    assert (status, error, left) == (STATUS[sig], SAID[sig], [])
    assert list(temporary.iterdir()) == [] and list(output.parent.iterdir()) == []


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_while_a_sharded_output_is_written_leaves_no_tmp(sig, large_corpus, tmp_path):
    output = tmp_path / "out" / "groups.jsonl"
    output.parent.mkdir()
    second = write_json(tmp_path / "b.jsonl", [RECORD_A], lines=True)
    status, error, left = _stopped([large_corpus, second, "--format", "jsonl", "-o", output], tmp_path,
                                   ready=_says("writing\n"), sig=sig, script=SLOW_WRITER)
    assert (status, error, left) == (STATUS[sig], SAID[sig], [])
    assert list(output.parent.iterdir()) == []


@pytest.mark.dask
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_during_a_dask_run_leaves_nothing_and_no_worker_traceback(sig, large_corpus, tmp_path):
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    output = tmp_path / "out" / "groups.jsonl"
    output.parent.mkdir()
    second = write_json(tmp_path / "b.jsonl", [RECORD_A], lines=True)
    args = [large_corpus, second, "--engine", "dask", "--format", "jsonl", "-o", output]
    status, error, left = _stopped(args, temporary, ready=_says("writing\n"), sig=sig,
                                   script=SLOW_WRITER)
    assert (status, error, left) == (STATUS[sig], SAID[sig], [])
    assert list(output.parent.iterdir()) == [] and list(temporary.iterdir()) == []


@pytest.mark.dask
def test_ctrl_c_while_the_local_cluster_starts_closes_it(large_corpus, tmp_path):
    temporary = tmp_path / "tmp"
    temporary.mkdir()

    def starting(process) -> bool:
        return len(_descendants(process.pid)) >= 1  # the first worker process exists

    status, error, left = _stopped([large_corpus, "--engine", "dask", "--format", "jsonl", "-o",
                                    tmp_path / "g.jsonl"], temporary, ready=starting, sig=signal.SIGINT,
                                   script=SLOW_WRITER)
    assert (status, error, left) == (130, SAID[signal.SIGINT], [])
    assert list(temporary.iterdir()) == [] and not (tmp_path / "g.jsonl").exists()

"""A Dask scheduler's address: checked before Dask sees it, and asked once whether anyone answers.

Dask takes almost any text as an address and fails late: ``garbage`` or ``tcp://`` as a
traceback, a port where nothing listens after a minute of retries, a server that
accepts and never speaks not at all (its client waits for ever). Here an address that
cannot name a scheduler is a usage error with a sentence, and :func:`probe` opens one
connection first: refused at once is said at once, and silence is said after
``timeout`` seconds, over ``tcp://`` and ``tls://`` alike. Only the standard library is
used, so this works without Dask.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import socket

# ipaddress, socket and ssl are imported where used: every command registers --scheduler,
# few use it (together ~5 ms of each command's start-up).

__all__ = ["DEFAULT_TIMEOUT", "SchedulerAddress", "Unreachable", "parse_scheduler", "probe"]

DEFAULT_TIMEOUT = 30.0  # seconds, as Dask's own connect timeout
PROTOCOLS = ("tcp", "tls")
_HOST_NAME = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}"
                        r"[A-Za-z0-9])?)*\.?")
_EXAMPLE = "write it as tcp://HOST:PORT (for example tcp://10.0.0.5:8786 or tcp://[::1]:8786)"


class Unreachable(OSError):
    """No scheduler answers at the address; the message says what happened."""


@dataclass(frozen=True)
class SchedulerAddress:
    protocol: str
    host: str  # an IPv6 address without its brackets
    port: int

    def __str__(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{self.protocol}://{host}:{self.port}"


def parse_scheduler(text: str) -> SchedulerAddress:
    """``text`` as a scheduler address, or ValueError saying why it cannot be one."""
    protocol, separator, rest = text.partition("://")
    if not separator:
        protocol, rest = "tcp", text  # Dask's default protocol
    if protocol.lower() not in PROTOCOLS:
        raise ValueError(f"{text!r} is not a scheduler address: the protocol {protocol!r} is not one of "
                         f"{', '.join(PROTOCOLS)}; {_EXAMPLE}")
    host, port = _host_and_port(text, rest)
    return SchedulerAddress(protocol.lower(), host, port)


def _host_and_port(text: str, rest: str) -> tuple[str, int]:
    if rest.startswith("["):
        host, bracket, port_text = rest[1:].partition("]")
        if not bracket or not port_text.startswith(":") or not _is_ipv6(host):
            raise ValueError(f"{text!r} is not a scheduler address: the brackets hold no IPv6 address "
                             f"followed by :PORT; {_EXAMPLE}")
        port_text = port_text[1:]
    else:
        host, colon, port_text = rest.rpartition(":")
        if not colon:
            raise ValueError(f"{text!r} is not a scheduler address: it has no port number; {_EXAMPLE}")
        if ":" in host:
            raise ValueError(f"{text!r} is not a scheduler address: an IPv6 address is written in "
                             f"brackets; {_EXAMPLE}")
        if not host or not (_HOST_NAME.fullmatch(host) or _is_ipv4(host)):
            what = "it has no host" if not host else f"{host!r} is not a host name or an IP address"
            raise ValueError(f"{text!r} is not a scheduler address: {what}; {_EXAMPLE}")
    if not (port_text.isascii() and port_text.isdigit() and 0 < int(port_text) < 65536):
        raise ValueError(f"{text!r} is not a scheduler address: {port_text!r} is not a port number "
                         f"(1 to 65535); {_EXAMPLE}")
    return host, int(port_text)


def _is_ipv4(host: str) -> bool:
    import ipaddress

    try:
        ipaddress.IPv4Address(host)
    except ValueError:
        return False
    return True


def _is_ipv6(host: str) -> bool:
    import ipaddress

    try:
        ipaddress.IPv6Address(host)
    except ValueError:
        return False
    return True


def probe(address: SchedulerAddress, timeout: float = DEFAULT_TIMEOUT) -> None:
    """Raise :class:`Unreachable` unless something at ``address`` accepts, and speaks.

    A Dask scheduler speaks first once connected (its handshake), so a server that accepts
    and stays silent for ``timeout`` seconds is no scheduler, or a stuck one. Over TLS the
    client speaks first (its hello): the server must answer it, then speak, within the
    same ``timeout``.
    """
    import socket

    deadline = time.monotonic() + timeout
    try:
        connection = socket.create_connection((address.host, address.port), timeout=timeout)
    except socket.gaierror as error:
        raise Unreachable(f"the host {address.host!r} is not known ({error.strerror})") from None
    except TimeoutError:
        raise Unreachable(f"nothing answered the connection within {timeout:g} s") from None
    except OSError as error:
        reason = "nothing is listening there" if isinstance(error, ConnectionRefusedError) else (
            error.strerror or str(error))
        raise Unreachable(reason) from None
    with connection:
        connection.settimeout(max(0.0, deadline - time.monotonic()))
        try:
            spoke = _speaks(connection) if address.protocol == "tcp" else _speaks_tls(connection)
        except TimeoutError:
            raise Unreachable(f"it accepted the connection but said nothing within {timeout:g} s; "
                              "no Dask scheduler answers there") from None
        except OSError as error:
            raise Unreachable(error.strerror or str(error)) from None
        if not spoke:
            raise Unreachable("it closed the connection at once; no Dask scheduler answers there")


def _speaks(connection: socket.socket) -> bool:
    """Whether the server sends a byte before the socket's timeout (False: it closed)."""
    import socket

    return bool(connection.recv(1, socket.MSG_PEEK))


def _speaks_tls(connection: socket.socket) -> bool:
    """Whether the server answers a TLS hello and then speaks, before the socket's timeout.

    Only an answer is asked for, not who answers: the certificate is not checked here (the
    Dask client checks it with its own TLS settings). A refusal in TLS (an alert: it wants a
    client certificate, say) is an answer too: the client, configured, may be let in.
    """
    import ssl

    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    try:
        with context.wrap_socket(connection, do_handshake_on_connect=False) as tls:
            tls.do_handshake()
            return bool(tls.recv(1))
    except (ssl.SSLEOFError, ssl.SSLZeroReturnError, ConnectionResetError):
        return False  # it closed without a word of TLS
    except ssl.SSLError:
        return True

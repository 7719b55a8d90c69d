"""A self-signed certificate for the tables' page over HTTPS (issue 25, `serve --https`).

The laptop makes its own certificate for the address it serves on (no certificate authority:
the hall has no internet, and no authority signs a private address), with the `cryptography`
package. It is kept in the app's data folder and used again on later evenings while it still
names the address and is valid, so each phone warns once ("not private", "not trusted"),
the player accepts it once, and later evenings open without the warning. Its SHA-256
fingerprint is shown on the laptop (dialog, `serve` output) so whoever wants to can compare it
with the one the phone shows in its certificate details (docs/drives.md, "Security").

An elliptic-curve key (P-256): quick to make and to use on a small phone, and what every
current phone browser accepts. The certificate carries what phones ask of a server
certificate: the address as a subject alternative name, server authentication as its
extended key use, at most 825 days of validity (Apple's limit for TLS server certificates).
"""

from __future__ import annotations

import datetime as dt
import ipaddress
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DAYS = 825  # Apple's limit for a TLS server certificate's validity (support.apple.com/HT210176)
RENEW_BEFORE = dt.timedelta(days=30)


class CertificateError(Exception):
    """The certificate could not be kept: its folder cannot be written."""


@dataclass(frozen=True, slots=True)
class Certificate:
    """A certificate and its key on disk, for uvicorn's ssl_certfile / ssl_keyfile."""

    certfile: Path
    keyfile: Path
    fingerprint: str  # SHA-256 of the certificate, as AB:CD:... (what a phone's details show)


def fingerprint_of(der: bytes) -> str:
    import hashlib

    digest = hashlib.sha256(der).hexdigest().upper()
    return ":".join(digest[i : i + 2] for i in range(0, len(digest), 2))


def self_signed(folder: Path, address: str) -> Certificate:
    """The laptop's certificate for `address` (an IP address or a host name), kept in `folder`:
    the one made before while it names `address` and is valid for 30 days more, else a new
    one (its key readable by this user only)."""
    try:
        return _kept(folder, address)
    except OSError as error:
        raise CertificateError(
            f"the tables' page certificate cannot be saved in {folder} "
            f"({error.strerror or error}): free some space there or serve without HTTPS"
        ) from None


def _kept(folder: Path, address: str) -> Certificate:
    from cryptography import x509
    from cryptography.hazmat.primitives import serialization

    folder.mkdir(parents=True, exist_ok=True)
    certfile, keyfile = folder / "tables-page-cert.pem", folder / "tables-page-key.pem"
    if certfile.is_file() and keyfile.is_file():
        try:
            existing = x509.load_pem_x509_certificate(certfile.read_bytes())
        except ValueError:
            existing = None
        if existing is not None and _still_good(existing, address):
            der = existing.public_bytes(serialization.Encoding.DER)
            return Certificate(certfile, keyfile, fingerprint_of(der))
    cert_pem, key_pem, der = _make(address)
    _write_private(keyfile, key_pem)
    certfile.write_bytes(cert_pem)
    return Certificate(certfile, keyfile, fingerprint_of(der))


def _still_good(certificate: object, address: str) -> bool:
    from cryptography import x509

    assert isinstance(certificate, x509.Certificate)
    now = dt.datetime.now(dt.UTC)
    if certificate.not_valid_after_utc - RENEW_BEFORE < now:
        return False
    try:
        names = certificate.extensions.get_extension_for_class(x509.SubjectAlternativeName)
    except x509.ExtensionNotFound:
        return False
    wanted = _name(address)
    if isinstance(wanted, x509.IPAddress):
        return wanted.value in names.value.get_values_for_type(x509.IPAddress)
    return address in names.value.get_values_for_type(x509.DNSName)


def _name(address: str) -> Any:
    """The address as a subject alternative name: an IP address, else a host name."""
    from cryptography import x509

    try:
        return x509.IPAddress(ipaddress.ip_address(address))
    except ValueError:
        return x509.DNSName(address)


def _make(address: str) -> tuple[bytes, bytes, bytes]:
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    subject = x509.Name(
        [
            x509.NameAttribute(NameOID.COMMON_NAME, address),
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, "WhistClub tables' page"),
        ]
    )
    now = dt.datetime.now(dt.UTC)
    names: list[x509.GeneralName] = [_name(address)]
    if address != "localhost":
        names.append(x509.DNSName("localhost"))
    certificate = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(minutes=5))
        .not_valid_after(now + dt.timedelta(days=DAYS))
        .add_extension(x509.SubjectAlternativeName(names), critical=False)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .add_extension(
            x509.KeyUsage(
                digital_signature=True,
                content_commitment=False,
                key_encipherment=False,
                data_encipherment=False,
                key_agreement=False,
                key_cert_sign=False,
                crl_sign=False,
                encipher_only=False,
                decipher_only=False,
            ),
            critical=True,
        )
        .sign(key, hashes.SHA256())
    )
    cert_pem = certificate.public_bytes(serialization.Encoding.PEM)
    key_pem = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    return cert_pem, key_pem, certificate.public_bytes(serialization.Encoding.DER)


def _write_private(path: Path, data: bytes) -> None:
    """Write the key readable and writable by this user only (0600 where the system has it)."""
    path.unlink(missing_ok=True)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "wb") as out:
        out.write(data)

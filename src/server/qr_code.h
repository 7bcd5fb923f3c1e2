#pragma once

#include <string>
#include <vector>

namespace shn {

/// QrCode: the modules of a QR code for a short text (the board's address),
/// made by libqrencode, as the table screen draws it: `size` x `size`
/// squares, dark where `dark[y * size + x]`; empty when the text does not
/// fit. No quiet zone: the drawing adds it.
struct QrCode {
    int size = 0;
    std::vector<bool> dark;

    static QrCode encode(const std::string& text);
};

} // namespace shn
